package catdiff

import (
	"encoding/json"
	"sort"
	"strings"
	"testing"
)

// res builds a resource from a type, title, tags and parameters given as
// JSON.
func res(t *testing.T, typ, title string, tags []string, params string) *Resource {
	t.Helper()
	r := &Resource{Type: typ, Title: title, Tags: tags}
	if params != "" {
		p, err := orderedObject([]byte(params))
		if err != nil {
			t.Fatalf("params %s: %v", params, err)
		}
		r.Params = p
	}
	return r
}

func catalogOf(rs ...*Resource) *Catalog {
	return &Catalog{Name: "n", Environment: "production", Resources: rs}
}

// changes lists a diff as sorted lines: "+Ref", "-Ref", "~Ref::param".
func changes(d *Diff) string {
	var out []string
	for _, r := range d.Added {
		out = append(out, "+"+r.Ref())
	}
	for _, r := range d.Removed {
		out = append(out, "-"+r.Ref())
	}
	for _, c := range d.Changed {
		for _, p := range c.Params {
			out = append(out, "~"+c.Ref+"::"+p.Name)
		}
		if len(c.TagsAdded)+len(c.TagsRemoved) > 0 {
			out = append(out, "~"+c.Ref+"::tags")
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func TestIgnoreRules(t *testing.T) {
	old := catalogOf(
		res(t, "File", "/etc/motd", nil, `{"owner":"root","mode":"0644","content":"a\nb\nc\n"}`),
		res(t, "File", "/tmp/a.log", nil, `{"owner":"root"}`),
		res(t, "File", "/tmp/gone", nil, `{}`),
		res(t, "Exec", "run", nil, `{"command":"/bin/true"}`),
		res(t, "Class", "Profile::Base", nil, `{"list":[1,2]}`),
		res(t, "My::Thing", "x", []string{"skipme__my__thing"}, `{"cfg":{"a":1,"b":{"c":2}},"list":[1,2,3]}`),
		res(t, "Service", "s", []string{"skipme"}, `{"ensure":"running"}`),
	)
	nw := catalogOf(
		res(t, "File", "/etc/motd", nil, `{"owner":"admin","content":"a\nB\nc\n","group":"wheel"}`),
		res(t, "File", "/tmp/a.log", nil, `{"owner":"nobody"}`),
		res(t, "File", "/tmp/new", nil, `{}`),
		res(t, "Exec", "run", nil, `{"command":"/bin/false"}`),
		res(t, "Class", "Profile::Base", nil, `{"list":[1,2,3]}`),
		res(t, "My::Thing", "x", []string{"skipme__my__thing"}, `{"cfg":{"a":2,"b":{"c":3}},"list":[3,2,1]}`),
		res(t, "Service", "s", []string{"skipme"}, `{"ensure":"stopped"}`),
	)
	all := "+File[/tmp/new] -File[/tmp/gone] ~Class[Profile::Base]::list ~Exec[run]::command ~File[/etc/motd]::content " +
		"~File[/etc/motd]::group ~File[/etc/motd]::mode ~File[/etc/motd]::owner ~File[/tmp/a.log]::owner " +
		"~My::Thing[x]::cfg ~My::Thing[x]::list ~Service[s]::ensure"
	for _, tc := range []struct {
		rules, attrs, tags []string
		hide               bool
		want               string // the changes that are left, "" when as all
		drop               []string
	}{
		{want: all},
		{rules: []string{"Exec[*]"}, drop: []string{"~Exec[run]::command"}},
		{rules: []string{"exec[RUN]"}, drop: []string{"~Exec[run]::command"}},
		{rules: []string{"File[/tmp/*]"}, drop: []string{"+File[/tmp/new]", "-File[/tmp/gone]", "~File[/tmp/a.log]::owner"}},
		{rules: []string{`File[=~\.log$]`}, drop: []string{"~File[/tmp/a.log]::owner"}},
		{rules: []string{"File[/tmp/*]+"}, drop: []string{"+File[/tmp/new]"}},
		{rules: []string{"File[/tmp/*]-"}, drop: []string{"-File[/tmp/gone]"}},
		{rules: []string{"File[/tmp/*]+-"}, drop: []string{"+File[/tmp/new]", "-File[/tmp/gone]"}},
		{rules: []string{"File[*]::parameters::owner"}, drop: []string{"~File[/etc/motd]::owner", "~File[/tmp/a.log]::owner"}},
		{rules: []string{"File[*]::parameters::owner=>root"}, drop: []string{"~File[/etc/motd]::owner", "~File[/tmp/a.log]::owner"}},
		{rules: []string{"File[*]::parameters::owner=+>admin"}, drop: []string{"~File[/etc/motd]::owner"}},
		{rules: []string{"File[*]::parameters::owner=->admin"}},
		{rules: []string{"File[*]+::parameters::group"}, drop: []string{"~File[/etc/motd]::group"}},
		{rules: []string{"File[*]-::parameters::group"}},
		{rules: []string{"File[*]-::parameters::mode"}, drop: []string{"~File[/etc/motd]::mode"}},
		{rules: []string{"File[/etc/motd]::parameters::content=~>^\\+B$"}, drop: []string{"~File[/etc/motd]::content"}},
		{rules: []string{"File[/etc/motd]::parameters::content=&>^[-+]b$"}, drop: []string{"~File[/etc/motd]::content"}},
		{rules: []string{"File[/etc/motd]::parameters::content=&>^-b$"}},
		{rules: []string{"My::Thing[x]::parameters::list=s>="}, drop: []string{"~My::Thing[x]::list"}},
		// A rule on one key of a hash keeps the change while another key
		// changes too.
		{rules: []string{"My::Thing[x]::parameters::cfg::a"}},
		{rules: []string{"My::Thing[x]::parameters::cfg::a", "My::Thing[x]::parameters::cfg::b"}, drop: []string{"~My::Thing[x]::cfg"}},
		{attrs: []string{"owner"}, drop: []string{"~File[/etc/motd]::owner", "~File[/tmp/a.log]::owner"}},
		{attrs: []string{"c"}}, // cfg::b::c ignored, cfg::a not
		{attrs: []string{"a", "c"}, drop: []string{"~My::Thing[x]::cfg"}},
		{attrs: []string{"cfg::b"}},
		{attrs: []string{"::cfg"}},
		{attrs: []string{"::parameters::cfg"}, drop: []string{"~My::Thing[x]::cfg"}},
		{tags: []string{"skipme"}, drop: []string{"~My::Thing[x]::cfg", "~My::Thing[x]::list", "~Service[s]::ensure"}},
		{hide: true, drop: []string{"~Class[Profile::Base]::list"}},
	} {
		var rules []*Rule
		for _, s := range tc.rules {
			r, err := ParseRule(s)
			if err != nil {
				t.Fatal(err)
			}
			rules = append(rules, r)
		}
		for _, s := range tc.attrs {
			r, err := ParseAttrRule(s)
			if err != nil {
				t.Fatal(err)
			}
			rules = append(rules, r)
		}
		d := Compare(old, nw, Options{Ignore: rules, IgnoreTags: tc.tags, HideClasses: tc.hide, NoEdges: true})
		want := all
		if len(tc.drop) > 0 {
			var keep []string
			for _, c := range strings.Fields(all) {
				dropped := false
				for _, x := range tc.drop {
					dropped = dropped || x == c
				}
				if !dropped {
					keep = append(keep, c)
				}
			}
			want = strings.Join(keep, " ")
		}
		if got := changes(d); got != want {
			t.Errorf("rules %q attrs %q tags %q hide %v:\n got %s\nwant %s", tc.rules, tc.attrs, tc.tags, tc.hide, got, want)
		}
		if len(tc.drop) > 0 && d.Ignored == 0 {
			t.Errorf("rules %q attrs %q: Ignored not counted", tc.rules, tc.attrs)
		}
	}
}

func TestParseRuleErrors(t *testing.T) {
	for _, s := range []string{"File", "[x]", "File[x", "File[x]owner", "File[x]::", "File[x]::a::::b",
		"File[=~(]", "=~([x]", "File[x]::content=~>(", "File[x]::list=s>x"} {
		if _, err := ParseRule(s); err == nil {
			t.Errorf("ParseRule(%q): no error", s)
		} else if !strings.Contains(err.Error(), s) {
			t.Errorf("ParseRule(%q): error does not name the rule: %v", s, err)
		}
	}
	for _, s := range []string{"", "::", "a::::b", "x=~>("} {
		if _, err := ParseAttrRule(s); err == nil {
			t.Errorf("ParseAttrRule(%q): no error", s)
		}
	}
	// Titles holding "]" and values holding "[" parse.
	r, err := ParseRule("File[/a]b]::parameters::content=~>[xy]")
	if err != nil {
		t.Fatal(err)
	}
	if r.titleExact != "/a]b" || r.op != "=~>" || r.value != "[xy]" {
		t.Errorf("parsed %+v", r)
	}
}

// FuzzParseRule: any text is a rule or an error, and a rule can be
// matched against any resource without a panic.
func FuzzParseRule(f *testing.F) {
	for _, s := range []string{"File[*]", "File[=~x]+", "A[b]::parameters::c=~>d", "*[*]-::x=s>=", "a[b]!"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRule(s)
		if err != nil {
			return
		}
		res := &Resource{Type: "File", Title: "/x", Params: []Param{{"c", "d\ne"}}}
		keepChange([]*Rule{r}, res, []string{"parameters", "c"}, "d\ne", json.Number("1"), false, false)
		matchResource([]*Rule{r}, res, '+')
	})
}
