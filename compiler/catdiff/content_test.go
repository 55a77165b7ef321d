package catdiff

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestFileContentDiff(t *testing.T) {
	text := func(s string) *FileContent {
		return &FileContent{Source: "puppet:///modules/m/f", Kind: KindFile, Text: s, HasText: true, Size: int64(len(s)), Digest: "{sha256}" + strings.TrimSpace(strings.ReplaceAll(s, "\n", "."))}
	}
	bin := func(d string) *FileContent {
		return &FileContent{Source: "puppet:///modules/m/b", Kind: KindFile, Size: 3, Digest: "{sha256}" + d}
	}
	dir := func(es ...DirEntry) *FileContent {
		return &FileContent{Source: "puppet:///modules/m/d", Kind: KindDirectory, Entries: es}
	}
	file := func(name string, c *FileContent) *Resource {
		return &Resource{Type: "File", Title: name, Params: []Param{{"source", c.Source}, {ContentParam, c}}}
	}
	old := catalogOf(
		file("/t", text("a\nb\n")), file("/b", bin("1")), file("/same", text("x\n")),
		file("/d", dir(DirEntry{"a", text("1\n")}, DirEntry{"gone", text("g\n")}, DirEntry{"sub", &FileContent{Kind: KindDirectory}})),
		file("/m", text("m\n")),
	)
	nw := catalogOf(
		file("/t", text("a\nB\n")), file("/b", bin("2")), file("/same", text("x\n")),
		file("/d", dir(DirEntry{"a", text("2\n")}, DirEntry{"new", bin("n")}, DirEntry{"sub", &FileContent{Kind: KindDirectory}})),
		file("/m", &FileContent{Source: "puppet:///modules/m/f", Kind: KindMissing, Reason: "Could not retrieve information from environment production source(s) puppet:///modules/m/nope"}),
		file("/added", text("l1\nl2\nl3\n")),
	)
	d := Compare(old, nw, Options{})
	var b bytes.Buffer
	d.WriteText(&b, TextOptions{DetailAdd: true, MaxLines: 2})
	want := `Catalog of n (production): 1 added, 0 removed, 4 changed
+ File[/added]
    source  => "puppet:///modules/m/f"
    content => (from source puppet:///modules/m/f)
        l1
        l2
        ... (1 more lines)
~ File[/t]
    content (from source puppet:///modules/m/f):
        a
      - b
      + B
~ File[/b]
    content (from source puppet:///modules/m/b):
      - binary or large, 3 bytes, {sha256}1
      + binary or large, 3 bytes, {sha256}2
~ File[/d]
    content (from source puppet:///modules/m/d):
      ~ a
          - 1
          + 2
      - gone (text, 2 bytes, {sha256}g.)
      + new (binary or large, 3 bytes, {sha256}n)
~ File[/m]
    content (from source puppet:///modules/m/f):
      - text, 2 bytes, {sha256}m.
      + missing: Could not retrieve information from environment production source(s) puppet:///modules/m/nope
`
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
	js, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), `"content":{"old":{"source":"puppet:///modules/m/f","type":"file","checksum":"{sha256}a.b.","size":4,"content":"a\nb\n"}`) {
		t.Errorf("JSON: %s", js)
	}
}
