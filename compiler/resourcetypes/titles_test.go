package resourcetypes

import (
	"errors"
	"reflect"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

type keyCase struct {
	Type       string            `json:"type"`
	Title      string            `json:"title"`
	Params     map[string]string `json:"params"`
	Parsed     [][2]any          `json:"parsed"`
	Key        []any             `json:"key"`
	Isomorphic bool              `json:"isomorphic"`
	Error      string            `json:"error"`
}

func loadKeyOracle(t *testing.T) []keyCase {
	t.Helper()
	var cases []keyCase
	testtree.ReadJSON(t, "testdata/key_oracle.json", &cases)
	return cases
}

// checkKeyCase compares ParseTitle and UniquenessKey with what Puppet computed.
func checkKeyCase(t *testing.T, ty *Type, c keyCase) {
	t.Helper()
	param := func(a string) (any, bool) {
		v, ok := c.Params[a]
		return v, ok
	}
	parts, err := ty.ParseTitle(c.Title)
	key, kerr := ty.UniquenessKey(c.Title, param)
	if c.Error != "" {
		if err == nil || err.Error() != c.Error {
			t.Errorf("%s[%q]: error %v, puppet says %q", c.Type, c.Title, err, c.Error)
		}
		if kerr == nil {
			t.Errorf("%s[%q]: UniquenessKey did not fail", c.Type, c.Title)
		}
		return
	}
	if err != nil || kerr != nil {
		t.Errorf("%s[%q]: %v / %v", c.Type, c.Title, err, kerr)
		return
	}
	var got [][2]any
	for _, p := range parts {
		var v any
		if p.Set {
			v = p.Value
		}
		got = append(got, [2]any{p.Attr, v})
	}
	if !reflect.DeepEqual(got, c.Parsed) {
		t.Errorf("%s[%q]: parsed %v, puppet %v", c.Type, c.Title, got, c.Parsed)
	}
	if !reflect.DeepEqual([]any(key), c.Key) {
		t.Errorf("%s[%q] %v: key %v, puppet %v", c.Type, c.Title, c.Params, key, c.Key)
	}
	if ty.Isomorphic != c.Isomorphic {
		t.Errorf("%s: isomorphic %v, puppet %v", c.Type, ty.Isomorphic, c.Isomorphic)
	}
}

func TestBuiltinKeysAgainstPuppet(t *testing.T) {
	n := 0
	for _, c := range loadKeyOracle(t) {
		ty, ok := Builtin(c.Type)
		if !ok {
			continue
		}
		n++
		checkKeyCase(t, ty, c)
	}
	if n < 30 {
		t.Fatalf("only %d built-in cases", n)
	}
}

func TestKeyHelpers(t *testing.T) {
	file, _ := Builtin("file")
	k, err := file.UniquenessKey("/tmp/a/", nil)
	if err != nil {
		t.Fatal(err)
	}
	if k.IsTitle("/tmp/a/") || !k.IsTitle("/tmp/a") || !k.Any() {
		t.Errorf("key %v", k)
	}
	if got := k.Inspect(nil); got != `["/tmp/a"]` {
		t.Errorf("inspect %s", got)
	}
	if got := (Key{nil, "foo", nil}).Inspect(nil); got != `[nil, "foo", nil]` {
		t.Errorf("inspect %s", got)
	}
	if (Key{nil, false}).Any() {
		t.Error("nil and false are not any")
	}
	// Puppet 7.23, `file { '/tmp/a/': ensure => file } file { 'x': path => '/tmp/a' }`:
	want := `Cannot alias File[x] to ["/tmp/a"] at (file: manifests/site.pp, line: 2); resource ["File", "/tmp/a"] already declared (file: manifests/site.pp, line: 1)`
	if got := AliasConflictMessage("File[x]", "File", k, "manifests/site.pp", 2, "manifests/site.pp", 1, nil); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// `package { 'foo': } package { 'bar': name => 'foo' }`:
	pkg, _ := Builtin("package")
	pk, _ := pkg.UniquenessKey("bar", func(a string) (any, bool) {
		if a == "name" {
			return "foo", true
		}
		return nil, false
	})
	want = `Cannot alias Package[bar] to [nil, "foo", nil] at (file: manifests/site.pp, line: 2); resource ["Package", nil, "foo", nil] already declared (file: manifests/site.pp, line: 1)`
	if got := AliasConflictMessage("Package[bar]", "Package", pk, "manifests/site.pp", 2, "manifests/site.pp", 1, nil); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := DefinedUniquenessKey("a", "b", true); !reflect.DeepEqual(got, Key{"b"}) {
		t.Errorf("defined key %v", got)
	}
	if got := DefinedUniquenessKey("a", nil, false); !reflect.DeepEqual(got, Key{"a"}) {
		t.Errorf("defined key %v", got)
	}
	// false counts as unset where Puppet uses ||
	notify, _ := Builtin("notify")
	nk, _ := notify.UniquenessKey("t", func(a string) (any, bool) { return false, a == "name" })
	if !reflect.DeepEqual(nk, Key{"t"}) {
		t.Errorf("false name: %v", nk)
	}
}

func TestRubyRegexpTranslation(t *testing.T) {
	cases := []struct {
		src, opts, title string
		want             []string // captures 1.., nil slice = no match
	}{
		{`^(\/|.+:\/|.*[^\/])\/*\Z`, "m", "/tmp/a/", []string{"/tmp/a"}},
		{`^(\/|.+:\/|.*[^\/])\/*\Z`, "m", "a\n/", []string{"a\n"}},
		{`^([^:]+)$`, "", "a\nb:c", []string{"a"}}, // Ruby's $ matches at end of line
		{`(?i-mx:^(.*):([a-z]:(\/|\\).*)$)`, "", "x:C:/vim", []string{"x", "C:/vim", "/"}},
		{`^(?<pkg>.*[^-])-(?<mgr>.*)$`, "", "foo-apt", []string{"foo", "apt"}},
		{`^(\h+)$`, "", "beef", []string{"beef"}},
		{`^([[:alpha:]]+)([[:digit:]]+)$`, "", "abc123", []string{"abc", "123"}},
		{`(?m-ix:(.*))`, "", "a\nb", []string{"a\nb"}},
		{`(.*)`, "", "a\nb", []string{"a"}},
		{`^[]a]+$`, "", "]a", []string{}},
	}
	for _, c := range cases {
		p := TitlePattern{Source: c.src, Options: c.opts}
		p.compile()
		if p.err != nil {
			t.Errorf("%s: %v", c.src, p.err)
			continue
		}
		m, err := p.re.FindStringMatch(c.title)
		if err != nil {
			t.Fatal(err)
		}
		if m == nil {
			if c.want != nil {
				t.Errorf("/%s/%s did not match %q", c.src, c.opts, c.title)
			}
			continue
		}
		var got []string
		for _, g := range m.Groups()[1:] {
			got = append(got, g.String())
		}
		if len(got) == 0 {
			got = []string{}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("/%s/%s on %q: %q, want %q", c.src, c.opts, c.title, got, c.want)
		}
	}
	bad := TitlePattern{Source: "(", Attributes: []string{"name"}}
	ty := &Type{Name: "bad", KeyAttributes: []string{"name"}, TitlePatterns: []TitlePattern{bad}}
	if _, err := ty.ParseTitle("x"); err == nil {
		t.Error("broken pattern must give an error")
	}
	unknown := &Type{Name: "u", KeyAttributes: []string{"a", "b"}, TitlePatternsUnknown: true}
	if _, err := unknown.ParseTitle("x"); !errors.Is(err, ErrTitlePatternsUnknown) {
		t.Errorf("unknown patterns: %v", err)
	}
}

func TestModuleKeysAgainstPuppet(t *testing.T) {
	types, _ := loadDebianTypes(t)
	n := 0
	for _, c := range loadKeyOracle(t) {
		if _, ok := Builtin(c.Type); ok {
			continue
		}
		ty, ok := types[c.Type]
		if !ok {
			t.Errorf("type %s not extracted", c.Type)
			continue
		}
		n++
		checkKeyCase(t, ty, c)
	}
	if n < 20 {
		t.Fatalf("only %d module cases", n)
	}
}

// The hand-written matchers give what regexp2 gives for the same Ruby patterns, for every
// title of up to 7 characters over an alphabet that exercises them.
func TestFastPatternsEqualRegexp(t *testing.T) {
	file := TitlePattern{Source: filePattern, Options: "m"}
	file.compile()
	whole := TitlePattern{Source: "(.*)", Options: "m"}
	whole.compile()
	if file.fast != fastFile || whole.fast != fastWhole {
		t.Fatal("fast paths not selected")
	}
	alphabet := []byte{'/', ':', 'a', '\n'}
	var titles []string
	var gen func(prefix []byte, n int)
	gen = func(prefix []byte, n int) {
		titles = append(titles, string(prefix))
		if n == 0 {
			return
		}
		for _, c := range alphabet {
			gen(append(prefix, c), n-1)
		}
	}
	gen(nil, 7)
	for _, title := range titles {
		for _, p := range []*TitlePattern{&file, &whole} {
			slow := *p
			slow.fast = fastNone
			c1, s1, ok1, err1 := p.match(title)
			c2, s2, ok2, err2 := slow.match(title)
			if err1 != nil || err2 != nil || ok1 != ok2 || !reflect.DeepEqual(c1, c2) || !reflect.DeepEqual(s1, s2) {
				t.Fatalf("/%s/ on %q: fast %q %v %v, regexp2 %q %v %v", p.Source, title, c1, ok1, err1, c2, ok2, err2)
			}
		}
	}
	t.Logf("%d titles", len(titles))
}

// fastKey agrees with the general computation.
func TestFastKeyEqualsGeneral(t *testing.T) {
	params := []map[string]any{
		nil,
		{"name": "n"},
		{"path": "/p"},
		{"path": false, "name": "n"},
		{"path": false},
		{"name": false},
		{"command": "c", "name": "n"},
		{"message": "m"},
	}
	for _, ty := range Builtins() {
		for _, title := range []string{"/tmp/a/", "x", "", "C:/", "a\n"} {
			for _, pm := range params {
				param := func(a string) (any, bool) { v, ok := pm[a]; return v, ok }
				fast, ok := ty.fastKey(title, param)
				if !ok {
					continue
				}
				general := &Type{Name: ty.Name, Params: ty.Params, Properties: ty.Properties,
					KeyAttributes: ty.KeyAttributes, Isomorphic: ty.Isomorphic,
					TitlePatterns: append([]TitlePattern(nil), ty.TitlePatterns...),
					// disables fastKey; harmless with one key attribute
					TitlePatternsUnknown: true}
				slow, err := general.UniquenessKey(title, param)
				if err != nil || !reflect.DeepEqual(fast, slow) {
					t.Errorf("%s[%q] %v: fast %v, general %v %v", ty.Name, title, pm, fast, slow, err)
				}
			}
		}
	}
}
