package fileserve

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"
)

// What the server says about its fileserver.conf at start: missing (only
// the built-in mounts), empty, or the mounts it has.
func TestMountConfigLogMessages(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ content, want string }{
		{"", "no file server configuration: serving only the built-in mounts"},
		{"# nothing\n", `"read the file server configuration: no custom mounts"`},
		{"[site]\n  path " + dir + "\n[other]\n  path " + dir + "\n", `"read the file server configuration: 2 custom mount(s): other, site"`},
	} {
		file := filepath.Join(dir, "fileserver.conf")
		os.Remove(file)
		if c.content != "" {
			if err := os.WriteFile(file, []byte(c.content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		var buf bytes.Buffer
		log := zerolog.New(&buf)
		if _, err := New(Config{Modules: StaticModules{}, MountsFile: file, Logger: &log}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(buf.String(), c.want) {
			t.Errorf("fileserver.conf %q logged %s, want %s", c.content, buf.String(), c.want)
		}
	}
}
