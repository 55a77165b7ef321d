package catdiff

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
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

// A file's content inline on one side and from a source on the other: the
// same bytes are no change (the agent writes the same file; it was
// reported as changed), different texts are a line diff (it was the text
// against a checksum).
func TestInlineAgainstSourceContent(t *testing.T) {
	fromSource := func(s string, text bool) *FileContent {
		sum := sha256.Sum256([]byte(s))
		return &FileContent{Source: "puppet:///modules/m/f", Kind: KindFile, Text: s, HasText: text, Size: int64(len(s)),
			Digest: "{sha256}" + hex.EncodeToString(sum[:])}
	}
	inline := func(title, s string) *Resource {
		return &Resource{Type: "File", Title: title, Params: []Param{{ContentParam, s}}}
	}
	sourced := func(title string, c *FileContent) *Resource {
		return &Resource{Type: "File", Title: title, Params: []Param{{"source", c.Source}, {ContentParam, c}}}
	}
	old := catalogOf(inline("/same", "x\n"), inline("/bin", "\x00\x01"), inline("/text", "a\nb\n"), sourced("/back", fromSource("r\n", true)))
	nw := catalogOf(sourced("/same", fromSource("x\n", true)), sourced("/bin", fromSource("\x00\x01", false)),
		sourced("/text", fromSource("a\nc\n", true)), inline("/back", "r\n"))
	var b bytes.Buffer
	Compare(old, nw, Options{}).WriteText(&b, TextOptions{})
	want := `Catalog of n (production): 0 added, 0 removed, 4 changed
~ File[/same]
    source: (absent) -> "puppet:///modules/m/f"
~ File[/bin]
    source: (absent) -> "puppet:///modules/m/f"
~ File[/text]
    source: (absent) -> "puppet:///modules/m/f"
    content (from source puppet:///modules/m/f):
        a
      - b
      + c
~ File[/back]
    source: "puppet:///modules/m/f" -> (absent)
`
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
}
