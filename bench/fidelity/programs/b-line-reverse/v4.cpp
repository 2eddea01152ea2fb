// getchar_unlocked into a line buffer, putchar_unlocked backwards.
#include <cstdio>
int main() {
    int c;
    while ((c = getchar_unlocked()) != '\n' && c != EOF) {}
    char line[256];
    int len = 0;
    while ((c = getchar_unlocked()) != EOF) {
        if (c == '\n') {
            while (len) putchar_unlocked(line[--len]);
            putchar_unlocked('\n');
        } else {
            line[len++] = (char)c;
        }
    }
}
