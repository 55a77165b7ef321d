package catdiff

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
)

const oldCat = `{"tags":["settings"],"name":"n1","version":1,"code_id":null,"catalog_uuid":"a","catalog_format":2,"environment":"production",
"resources":[
 {"type":"Class","title":"Settings","tags":["class","settings"],"exported":false},
 {"type":"Stage","title":"main","tags":["stage"],"exported":false,"parameters":{"name":"main"}},
 {"type":"File","title":"/etc/motd","tags":["file","class"],"file":"site.pp","line":1,"exported":false,
  "parameters":{"content":"a\nb\nc\nd\ne\nf\ng\n","mode":"0644","size":1}},
 {"type":"Notify","title":"gone","tags":["notify"],"file":"site.pp","line":2,"exported":false},
 {"type":"User","title":"bob","tags":["user"],"file":"site.pp","line":3,"exported":false,
  "parameters":{"password":"s3cret-old"},"sensitive_parameters":["password"]},
 {"type":"Host","title":"h","tags":["host","a"],"file":"site.pp","line":4,"exported":true,"parameters":{"ip":"10.0.0.1"}}
],
"edges":[{"source":"Stage[main]","target":"Class[Settings]"},{"source":"Stage[main]","target":"Notify[gone]"}],
"classes":["settings","foo"]}`

const newCat = `{"catalog":{"tags":[],"name":"n1","version":2,"catalog_uuid":"b","catalog_format":2,"environment":"production",
"resources":[
 {"type":"Stage","title":"main","tags":["stage"],"exported":false,"parameters":{"name":"main"}},
 {"type":"File","title":"/etc/motd","tags":["file","class"],"file":"other.pp","line":9,"exported":false,
  "parameters":{"content":"a\nb\nc\nD\ne\nf\ng\n","owner":"root","size":1.0}},
 {"type":"Notify","title":"new","tags":["notify"],"file":"site.pp","line":2,"exported":false,"parameters":{"message":"hi <&>"}},
 {"type":"User","title":"bob","tags":["user"],"file":"site.pp","line":3,"exported":false,
  "parameters":{"password":"s3cret-new"},"sensitive_parameters":["password"]},
 {"type":"Host","title":"h","tags":["host","b"],"file":"site.pp","line":4,"exported":false,"parameters":{"ip":"10.0.0.1"}}
],
"edges":[{"source":"Stage[main]","target":"Notify[new]"}],
"classes":["bar","foo"]},"logs":[]}`

func parse(t *testing.T, s string) *Catalog {
	t.Helper()
	c, err := Parse([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCompare(t *testing.T) {
	o, n := parse(t, oldCat), parse(t, newCat)
	if len(o.Resources) != 5 {
		t.Fatalf("Class[Settings] must be left out: %d resources", len(o.Resources))
	}
	d := Compare(o, n, Options{})
	var b bytes.Buffer
	if err := d.WriteText(&b, TextOptions{DetailAdd: true}); err != nil {
		t.Fatal(err)
	}
	want := `Catalog of n1 (production): 1 added, 1 removed, 3 changed, 2 edge changes, 1 class changes
- Notify[gone] (site.pp:2)
+ Notify[new] (site.pp:2)
    message => "hi <&>"
~ File[/etc/motd]
    content:
      ...
        b
        c
      - d
      + D
        e
        f
      ...
    owner: (absent) -> "root"
    mode: "0644" -> (absent)
~ User[bob]
    password: (sensitive value) changed
~ Host[h]
    tags: +b -a
    exported: true -> false
- edge Stage[main] -> Notify[gone]
+ edge Stage[main] -> Notify[new]
+ class bar
`
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
	if strings.Contains(b.String(), "s3cret") {
		t.Error("a sensitive value was printed")
	}

	// size 1 and 1.0 are the same number; the source location is compared
	// only when asked.
	d = Compare(o, n, Options{Source: true, NoEdges: true})
	if len(d.EdgesAdded)+len(d.EdgesRemoved) != 0 {
		t.Error("NoEdges")
	}
	var motd *Change
	for _, c := range d.Changed {
		if c.Ref == "File[/etc/motd]" {
			motd = c
		}
	}
	if motd == nil || motd.Source == nil || motd.Source[0] != "site.pp:1" || motd.Source[1] != "other.pp:9" {
		t.Errorf("source change: %+v", motd)
	}
	for _, p := range motd.Params {
		if p.Name == "size" {
			t.Error("1 and 1.0 reported as different")
		}
	}

	var jb bytes.Buffer
	enc := json.NewEncoder(&jb)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(d); err != nil {
		t.Fatal(err)
	}
	js := jb.Bytes()
	if strings.Contains(string(js), "s3cret") {
		t.Errorf("a sensitive value in JSON: %s", js)
	}
	var back map[string]any
	if err := json.Unmarshal(js, &back); err != nil {
		t.Fatalf("JSON output does not parse: %v", err)
	}
	if back["node"] != "n1" || len(back["added"].([]any)) != 1 || len(back["changed"].([]any)) != 3 {
		t.Errorf("JSON: %s", js)
	}
	if !strings.Contains(string(js), `"hi <&>"`) {
		t.Errorf("JSON must not escape HTML characters: %s", js)
	}
}

func TestSame(t *testing.T) {
	d := Compare(parse(t, oldCat), parse(t, oldCat), Options{Source: true})
	if !d.Empty() {
		t.Errorf("a catalog differs from itself: %+v", d)
	}
	var b bytes.Buffer
	d.WriteText(&b, TextOptions{})
	if b.Len() != 0 {
		t.Errorf("text for no difference: %q", b.String())
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{``, `[]`, `{"name":"x"}`, `{"resources":[{"title":"x"}]}`, `{"resources":[{"type":"A","title":"x","parameters":[1]}]}`} {
		if _, err := Parse([]byte(in)); err == nil {
			t.Errorf("Parse(%q): no error", in)
		}
	}
}

func TestLineDiff(t *testing.T) {
	got := strings.Join(lineDiff("a\nb\nc", "a\nc\nd", 0), "|")
	if got != "...|- b|...|+ d" {
		t.Errorf("lineDiff = %q", got)
	}
	got = strings.Join(lineDiff("x", "y", 3), "|")
	if got != "- x|+ y" {
		t.Errorf("lineDiff = %q", got)
	}
}

// FuzzParse: any input is a catalog or an error, and comparing a parsed
// catalog with itself finds no difference.
func FuzzParse(f *testing.F) {
	f.Add([]byte(oldCat))
	f.Add([]byte(newCat))
	f.Add([]byte(`{"resources":[{"type":"A","title":1,"line":"x"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data)
		if err != nil {
			return
		}
		d := Compare(c, c, Options{Source: true})
		var b bytes.Buffer
		d.WriteText(&b, TextOptions{DetailAdd: true})
		if _, err := d.MarshalJSON(); err != nil {
			t.Fatal(err)
		}
	})
}

// bigCatalog is a catalog of n resources with a few parameters each,
// changed where changed(i).
func bigCatalog(n int, changed func(int) bool) *Catalog {
	c := &Catalog{Name: "n", Environment: "production"}
	for i := 0; i < n; i++ {
		content := fmt.Sprintf("line 1\nline 2 of %d\nline 3\n", i)
		if changed(i) {
			content += "added line\n"
		}
		c.Resources = append(c.Resources, &Resource{Type: "File", Title: fmt.Sprintf("/etc/f%d", i), Tags: []string{"file", "class"},
			Params: []Param{{"ensure", "file"}, {"owner", "root"}, {"mode", "0644"}, {"content", content}}})
		if i > 0 {
			c.Edges = append(c.Edges, Edge{"Class[Main]", fmt.Sprintf("File[/etc/f%d]", i)})
		}
	}
	return c
}

// BenchmarkCompare: two catalogs of 5,000 resources, 1 in 10 changed, with
// an ignore rule, and the text report.
func BenchmarkCompare(b *testing.B) {
	old := bigCatalog(5000, func(int) bool { return false })
	nw := bigCatalog(5000, func(i int) bool { return i%10 == 0 })
	rule, _ := ParseRule("File[/etc/f1*]::parameters::owner")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := Compare(old, nw, Options{Ignore: []*Rule{rule}})
		if len(d.Changed) != 500 {
			b.Fatalf("%d changed", len(d.Changed))
		}
		d.WriteText(io.Discard, TextOptions{})
	}
}
