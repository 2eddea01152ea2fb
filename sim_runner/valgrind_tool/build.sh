#!/bin/sh
# Builds the effgrind valgrind tool against the installed valgrind's headers and static core
# libraries (Debian's `valgrind` package ships both), the way valgrind links its own tools:
# static, no C library, at valgrind's tool load address. OUTPUT_DIR becomes a complete
# VALGRIND_LIB directory: the tool plus links to the installed valgrind's own files.
# usage: build.sh OUTPUT_DIR
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: build.sh OUTPUT_DIR}
lib=/usr/lib/x86_64-linux-gnu/valgrind
libexec=/usr/libexec/valgrind
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -c -O2 -g -m64 -std=gnu11 -Wall -Wno-unused-function \
  -fno-stack-protector -fno-builtin -fno-strict-aliasing -fno-pie -fno-omit-frame-pointer \
  -DVGA_amd64=1 -DVGO_linux=1 -DVGP_amd64_linux=1 -DVGPV_amd64_linux_vanilla=1 \
  -I/usr/include/valgrind -o "$tmp/effgrind.o" "$here/effgrind.c"
gcc -o "$tmp/effgrind-amd64-linux" -m64 -static -nodefaultlibs -nostartfiles -no-pie -u _start \
  -Wl,--build-id=none -Wl,-Ttext-segment=0x58000000 \
  "$tmp/effgrind.o" "$lib/libcoregrind-amd64-linux.a" "$lib/libvex-amd64-linux.a" \
  "$lib/libgcc-sup-amd64-linux.a" -lgcc
for file in "$libexec"/*; do
  ln -sfn "$file" "$out/$(basename "$file")"
done
mv "$tmp/effgrind-amd64-linux" "$out/effgrind-amd64-linux"
