package testtree

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestLines(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("x", 100_000) // beyond bufio.Scanner's default 64 KiB
	Write(t, dir, map[string]string{"rec.txt": "a\tb\r\n\nc\n" + long})
	got := Lines(t, filepath.Join(dir, "rec.txt"))
	want := []string{"a\tb", "", "c", long}
	if len(got) != len(want) {
		t.Fatalf("Lines = %d lines, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d = %.20q, want %.20q", i+1, got[i], want[i])
		}
	}
}
