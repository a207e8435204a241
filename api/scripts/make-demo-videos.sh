#!/bin/sh
# Regenerates the demo video clips under api/assets/videos (committed; the seed references them).
# Four 4-second 640x360 VP9 WebM clips, no audio, each a different colour with a moving square and
# its number, so a player visibly plays. Needs ffmpeg (Debian: apt-get install ffmpeg).
set -eu
cd "$(dirname "$0")/../assets/videos"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
i=0
for colour in 0x1677ff 0xfa541c 0x52c41a 0x722ed1; do
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${colour}:s=640x360:r=24:d=4" \
    -f lavfi -i "color=c=white:s=80x80:r=24:d=4" \
    -filter_complex "[0][1]overlay=x='40+t*120':y='140+40*sin(t*3)',drawtext=fontfile=${FONT}:text='DEMO ${i}':fontcolor=white:fontsize=48:x=(w-text_w)/2:y=40,drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=white:fontsize=24:x=w-text_w-16:y=h-40,format=yuv420p" \
    -c:v libvpx-vp9 -b:v 0 -crf 40 -deadline good -cpu-used 4 -row-mt 1 -g 48 \
    -metadata title="Demo clip ${i}" -metadata creation_time=2026-01-01T00:00:00Z -fflags +bitexact -flags:v +bitexact \
    "${i}.webm"
  i=$((i + 1))
done
ls -l ./*.webm
