package environments

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/syncbuf"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/environments/settings/settingstest"
	"github.com/punch-dev/punch/parser/ast"
)

// replaceFile writes a file through a temporary file and a rename, as
// deployment tools do.
func replaceFile(t testing.TB, path, content string) {
	t.Helper()
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// testSettings returns loaded settings for the environmentpath paths (and
// other settings by name) that read nothing of the machine's.
func testSettings(t testing.TB, paths []string, extra map[string]string) *settings.Settings {
	t.Helper()
	return settingstest.New(t, paths, extra)
}

// logEntries decodes the JSON lines logged into b so far.
func logEntries(t testing.TB, b *syncbuf.Buffer) []map[string]any {
	t.Helper()
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(b.Bytes()))
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("log line %q: %v", sc.Text(), err)
		}
		out = append(out, m)
	}
	return out
}

// fakeClock is a settable clock for timeouts.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// testEnv is an environmentpath with a registry over it.
type testEnv struct {
	root  string
	reg   *Registry
	logs  *syncbuf.Buffer
	clock *fakeClock
}

// newTestEnv lays out files under an environmentpath directory and returns
// a registry over it.
func newTestEnv(t testing.TB, files map[string]string, extra map[string]string) *testEnv {
	t.Helper()
	root := t.TempDir()
	testtree.Write(t, root, files)
	te := &testEnv{root: root, logs: &syncbuf.Buffer{}, clock: &fakeClock{t: time.Unix(1_700_000_000, 0)}}
	reg, err := New(Options{Settings: testSettings(t, []string{root}, extra), Logger: zerolog.New(te.logs), Now: te.clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	te.reg = reg
	return te
}

func (te *testEnv) path(p string) string { return filepath.Join(te.root, filepath.FromSlash(p)) }

func (te *testEnv) get(t testing.TB, name string) *Snapshot {
	t.Helper()
	s, err := te.reg.Get(name)
	if err != nil {
		t.Fatalf("Get(%s): %v", name, err)
	}
	return s
}

// defName returns the name of a found definition, "" for none.
func defName(d *eval.Definition) string {
	if d == nil {
		return ""
	}
	switch x := d.Def.(type) {
	case *ast.ClassDef:
		return x.Name
	case *ast.DefineDef:
		return x.Name
	case *ast.FunctionDef:
		return x.Name
	case *ast.TypeAlias:
		return x.Name
	}
	return "?"
}
