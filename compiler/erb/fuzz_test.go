package erb

import (
	"github.com/punch-dev/punch/compiler/ruby"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

func fuzzSeeds(f *testing.F) {
	for _, c := range []string{
		"<%= 1 + 2 %>", "<% [1,2].each do |x| -%><%= x %>\n<% end -%>", "<%= @x.nil? ? 'a' : 'b' %>",
		"<%= \"#{@a} #{[1, {'k' => :v}]}\" %>", "<% while true; end %>", "<%= (1..10**6).to_a.size %>",
		"<% def f(n) f(n + 1) end; f(0) %>", "<%= 'a' * 100 %>", "<%= %w[a b].map(&:upcase) %>",
		"<%- if @h -%>\n  <%= @h['k'] %>\n<%- end -%>", "<%% %>", "<%# c %>", "<%= case 1 when 1 then 2 end %>",
		"<% begin; raise 'x'; rescue => e; %><%= e.message %><% end %>", "<%= 'abc'.gsub(/(b)/) { $1 * 2 } %>",
	} {
		f.Add(c)
	}
	files, _ := filepath.Glob("testdata/ruby/cases.txt")
	for _, fn := range files {
		data, _ := os.ReadFile(fn)
		for _, ch := range strings.Split(string(data), "\n=== ")[1:] {
			_, src, _ := strings.Cut(ch, "\n")
			f.Add(src)
		}
	}
}

// fuzzScope answers every variable with a small value and every function
// with its first argument.
type fuzzScope struct{}

func (fuzzScope) Var(name string) (values.Value, bool) {
	switch len(name) % 4 {
	case 0:
		return nil, false
	case 1:
		return name, true
	case 2:
		return []values.Value{int64(1), "a", nil}, true
	}
	return values.HashFrom("k", "v", "n", int64(2)), true
}
func (s fuzzScope) Lookup(name string) (values.Value, bool) { return s.Var(name) }
func (fuzzScope) Vars() *values.Hash                        { return values.HashFrom("a", "b") }
func (fuzzScope) Call(fn string, args []values.Value) (values.Value, error) {
	if len(args) > 0 {
		return args[0], nil
	}
	return nil, nil
}
func (fuzzScope) SetVar(string, values.Value) error { return nil }

// FuzzParse: parsing never panics or hangs, and errors carry a position.
func FuzzParse(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, src string) {
		_, err := Parse("fuzz.erb", []byte(src))
		if err != nil {
			e, ok := err.(*Error)
			if !ok || e.Line < 1 || e.Column < 1 {
				t.Fatalf("error without position: %#v", err)
			}
		}
	})
}

// FuzzRender: rendering never panics or hangs (loops and recursion are
// bounded; the bounds are lowered here to keep each input fast).
func FuzzRender(f *testing.F) {
	fuzzSeeds(f)
	defer withLimits(ruby.Limits{Steps: 200_000, StackDepth: 50, Memory: 16 << 20})()
	f.Fuzz(func(t *testing.T, src string) {
		tm, err := Parse("fuzz.erb", []byte(src))
		if err != nil {
			return
		}
		_, err = tm.Render(fuzzScope{})
		if e, ok := err.(*Error); ok && e.Class == "InternalError" && !strings.Contains(e.Message, "exceed") {
			t.Fatalf("internal error: %v\n%s", err, tm.RubySource())
		}
	})
}

// TestConcurrentRender renders one parsed template from many goroutines
// (run with -race).
func TestConcurrentRender(t *testing.T) {
	tm := MustParse("c.erb", "<% @list.each do |x| -%><%= x.upcase %>,<% end -%><%= @h.map { |k, v| \"#{k}=#{v}\" }.join(';') %><% s = 'a'; s << 'b' %><%= s %>")
	sc := &mapScope{vars: map[string]values.Value{
		"list": []values.Value{"a", "b"},
		"h":    values.HashFrom("x", int64(1), "y", 2.5),
	}}
	var wg sync.WaitGroup
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				out, err := tm.Render(sc)
				if err != nil || out != "A,B,x=1;y=2.5ab" {
					t.Errorf("render: %q, %v", out, err)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestLimits: endless loops, deep recursion and huge values end in an
// error naming the template line.
func TestLimits(t *testing.T) {
	defer withLimits(ruby.Limits{Steps: 100_000, Memory: 16 << 20})()
	for src, want := range map[string]string{
		"<% a = [1]; a << a; b = [1]; b << b %><%= a == b %> <%= {a => 1}.size %> <%= a.inspect %>": "",
		"a\n<% while true; end %>":                       "exceeded",
		"<% loop do end %>":                              "exceeded",
		"<% def f(n) f(n + 1) end; f(0) %>":              "stack level too deep",
		"<%= 'a' * (1 << 40) %>":                         "exceeds",
		"<%= (1..(1 << 40)).to_a.size %>":                "exceeds",
		"<% (1..Float::INFINITY).each { } %>":            "exceeded",
		"<% a = [1]; a << a %><%= a.flatten %>":          "recursive",
		"<% f = lambda { |x| f.call(x) }; f.call(1) %>":  "stack level too deep",
		"<% h = Hash.new { |hh, k| hh[k + 1] }; h[0] %>": "stack level too deep",
		"<% a = [1]; 60.times { a = [a, a] } %><%= a.hash %><%= a == a.dup %><%= {a => 1}.size %><%= a.inspect.size %><%= a.flatten.size %>": "max_value_size",
	} {
		_, err := renderString("l.erb", src, &mapScope{})
		if want == "" {
			if err != nil {
				t.Errorf("%q: %v", src, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want an error with %q", src, err, want)
		}
	}
}

// TestDeepNesting: deeply nested input is an error, not a stack overflow.
func TestDeepNesting(t *testing.T) {
	for _, src := range []string{
		"<%= " + strings.Repeat(`"#{`, 500000) + strings.Repeat(`}"`, 500000) + " %>",
		"<%= " + strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000) + " %>",
		"<%= " + strings.Repeat("[", 100000) + strings.Repeat("]", 100000) + " %>",
		"<%= " + strings.Repeat("-", 100000) + "1 %>",
		"<%= 1" + strings.Repeat(" + 1", 100000) + " %>",
		"<% " + strings.Repeat("if true\n", 10000) + strings.Repeat("end\n", 10000) + " %>",
	} {
		if _, err := Parse("deep.erb", []byte(src)); err == nil && len(src) > 500000 {
			t.Errorf("%.20q...: parsed", src)
		}
	}
	_, err := renderString("e.erb", "<% e = [1].each; 10000.times { e = e.with_index }; e.to_a %>", &mapScope{})
	if err == nil || !strings.Contains(err.Error(), "stack level too deep") {
		t.Errorf("nested enumerators: %v", err)
	}
}

// withLimits renders with lower limits until the returned func runs.
func withLimits(l ruby.Limits) func() {
	saved := renderEnv
	renderEnv = ruby.NewEnv(ruby.EnvOptions{Limits: l})
	return func() { renderEnv = saved }
}
