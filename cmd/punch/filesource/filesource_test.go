package filesource

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/compiler/catdiff"
)

// server returns a file server over a case's environments and custom
// mounts (fileserver.conf.in with @CASE@ replaced).
func server(t *testing.T, dir string) *fileserve.Server {
	t.Helper()
	conf, err := os.ReadFile(filepath.Join(dir, "fileserver.conf.in"))
	if err != nil {
		t.Fatal(err)
	}
	mounts := filepath.Join(t.TempDir(), "fileserver.conf")
	if err := os.WriteFile(mounts, []byte(strings.ReplaceAll(string(conf), "@CASE@", dir)), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := fileserve.New(fileserve.Config{Modules: fileserve.DirModules{EnvironmentPath: filepath.Join(dir, "environments")}, MountsFile: mounts})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// listing writes a content as the recording lists what the agent wrote.
func listing(title string, c *catdiff.FileContent, out []string) []string {
	switch c.Kind {
	case catdiff.KindFile:
		return append(out, fmt.Sprintf("%s file %s", title, c.Digest))
	case catdiff.KindLink:
		return append(out, fmt.Sprintf("%s link %s", title, c.Target))
	case catdiff.KindDirectory:
		out = append(out, title+" directory")
		for _, e := range c.Entries {
			out = listing(title+"/"+e.Path, e.Content, out)
		}
		return out
	}
	return append(out, fmt.Sprintf("%s error %s", title, c.Reason))
}

// TestAsPuppetApply: what the resolver says an agent writes for each file
// resource of testdata/sources is what Puppet 7.23's agent wrote
// (testdata/record.rb): files and their SHA-256, directories, links,
// recursive copies (first source, sourceselect => all, recurselimit,
// ignore, links => follow, a missing first source, recursion on a file),
// custom mounts, local paths, and the resources that fail.
func TestAsPuppetApply(t *testing.T) {
	dir, err := filepath.Abs("testdata/sources")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, "resources.json"))
	if err != nil {
		t.Fatal(err)
	}
	var specs []struct {
		Title  string          `json:"title"`
		Params json.RawMessage `json:"params"`
	}
	if err := json.Unmarshal([]byte(strings.ReplaceAll(string(raw), "@CASE@", dir)), &specs); err != nil {
		t.Fatal(err)
	}
	cat := &catdiff.Catalog{}
	for _, s := range specs {
		c, err := catdiff.Parse([]byte(fmt.Sprintf(`{"resources":[{"type":"File","title":%q,"parameters":%s}]}`, s.Title, s.Params)))
		if err != nil {
			t.Fatal(err)
		}
		cat.Resources = append(cat.Resources, c.Resources...)
	}
	r := &Resolver{Files: server(t, dir), TextRoots: []string{dir}, Cache: &Cache{}}
	if n := r.Annotate(cat, "production", "node1.example.com"); n != len(specs) {
		t.Fatalf("annotated %d of %d resources", n, len(specs))
	}
	var got []string
	for _, res := range cat.Resources {
		v, _ := res.Param(catdiff.ContentParam)
		got = listing(res.Title, v.(*catdiff.FileContent), got)
	}
	sort.Strings(got)
	want, err := os.ReadFile(filepath.Join(dir, "expected.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if g, w := strings.Join(got, "\n")+"\n", string(want); g != w {
		t.Errorf("resolved:\n%s\nPuppet wrote:\n%s", g, w)
	}
	// Texts are kept: a module's file, a local file in the code.
	for _, res := range cat.Resources {
		v, _ := res.Param(catdiff.ContentParam)
		c := v.(*catdiff.FileContent)
		switch res.Title {
		case "text.conf":
			if !c.HasText || c.Text != "alpha text\nline two\n" || c.Source != "puppet:///modules/alpha/text.conf" {
				t.Errorf("text.conf: %+v", c)
			}
		case "blob.bin":
			if c.HasText {
				t.Errorf("a binary file is kept as text: %+v", c)
			}
		case "local-path":
			if !c.HasText {
				t.Errorf("a local file in the code is not kept as text: %+v", c)
			}
		}
	}
}

// A custom mount with %H serves each node its own file.
func TestMountForNode(t *testing.T) {
	dir, _ := filepath.Abs("testdata/sources")
	r := &Resolver{Files: server(t, dir)}
	for _, node := range []string{"node1.example.com", "node2.example.com"} {
		c := r.Resolve([]string{"puppet:///private/secret.conf"}, Params{RecurseLimit: -1}, "production", node)
		if c.Kind != catdiff.KindFile || c.Text != "secret of "+strings.TrimSuffix(node, ".example.com")+"\n" {
			t.Errorf("%s: %+v", node, c)
		}
	}
	if c := r.Resolve([]string{"puppet:///private/secret.conf"}, Params{RecurseLimit: -1}, "production", "node3.example.com"); c.Kind != catdiff.KindMissing {
		t.Errorf("a node without a directory: %+v", c)
	}
}

// A local file outside the code is compared by checksum, never kept as
// text; an http source is not fetched.
func TestLocalAndHTTP(t *testing.T) {
	dir, _ := filepath.Abs("testdata/sources")
	other := filepath.Join(t.TempDir(), "outside.txt")
	os.WriteFile(other, []byte("machine secret\n"), 0o600)
	r := &Resolver{Files: server(t, dir), TextRoots: []string{dir}}
	if c := r.Resolve([]string{other}, Params{RecurseLimit: -1}, "production", "n"); c.Kind != catdiff.KindFile || c.HasText || c.Digest == "" {
		t.Errorf("outside the code: %+v", c)
	}
	if c := r.Resolve([]string{"https://example.com/x", "puppet:///modules/alpha/text.conf"}, Params{RecurseLimit: -1}, "production", "n"); c.Kind != catdiff.KindUnresolved {
		t.Errorf("http first: %+v", c)
	}
	if c := r.Resolve([]string{"ftp://example.com/x"}, Params{RecurseLimit: -1}, "production", "n"); c.Kind != catdiff.KindMissing || !strings.Contains(c.Reason, "Cannot use URLs of type 'ftp'") {
		t.Errorf("ftp: %+v", c)
	}
}
