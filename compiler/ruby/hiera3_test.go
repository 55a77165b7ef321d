package ruby

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
)

// hiera3Env is a load path with Hiera 3 backends: kv reads KEY=VALUE
// lines from Config[:kv][:datadir]/SOURCE.kv over the hierarchy; bad
// raises; noclass defines no class.
func hiera3Env(t testing.TB) (*Env, string) {
	dir := t.TempDir()
	files := map[string]string{
		"lib/hiera/backend/kv_backend.rb": `class Hiera
  module Backend
    class Kv_backend
      def initialize
        @cache = Filecache.new
      end

      def lookup(key, scope, order_override, resolution_type, context)
        answer = nil
        found = false
        Backend.datasourcefiles(:kv, scope, 'kv', order_override) do |source, file|
          pairs = @cache.read_file(file, Hash) { |text| text.lines.map { |l| l.chomp.split('=', 2) }.to_h }
          next unless pairs.include?(key)
          found = true
          value = Backend.parse_answer(pairs[key], scope, {}, context)
          if resolution_type == :array
            (answer ||= []) << value
          else
            answer = value
            break
          end
        end
        throw :no_such_key unless found
        Backend.resolve_answer(answer, resolution_type)
      end
    end
  end
end
`,
		"lib/hiera/backend/bad_backend.rb": `class Hiera
  module Backend
    class Bad_backend
      def lookup(key, scope, order_override, resolution_type, context)
        raise Hiera::Error, "bad: #{key}"
      end
    end
  end
end
`,
		"lib/hiera/backend/noclass_backend.rb": "# defines nothing\n",
		"data/common.kv":                       "a=common a\nlist=c\nc=%{hiera('a')}\n",
		"data/special.kv":                      "list=s\nb=from %{missing}special\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return NewEnv(EnvOptions{LoadPath: []string{filepath.Join(dir, "lib")}}), dir
}

func hiera3Call(dir, backend, key string, rt values.Value) *hiera.V3Backend {
	section := values.NewHash(1)
	section.Put("datadir", filepath.Join(dir, "data"))
	cfg := values.NewHash(3)
	cfg.Put("backends", []values.Value{backend})
	cfg.Put("hierarchy", []values.Value{"special", "common"})
	cfg.Put(backend, section)
	return &hiera.V3Backend{Name: backend, Key: key, Config: cfg, ResolutionType: rt}
}

func TestHiera3Lookup(t *testing.T) {
	env, dir := hiera3Env(t)
	in := env.NewInterp()
	h := &testHost{env: env, t: t}
	ctx := context.Background()
	for _, c := range []struct {
		key   string
		rt    values.Value
		want  string
		found bool
	}{
		{"a", nil, "common a", true},
		{"b", nil, "from special", true},
		{"list", nil, "s", true},
		{"list", "array", "[s, c]", true},
		{"nope", nil, "", false},
	} {
		v, found, why, err := in.Hiera3Lookup(ctx, h, hiera3Call(dir, "kv", c.key, c.rt))
		if err != nil || why != "" || found != c.found || found && values.ToString(v) != c.want {
			t.Errorf("kv %s %v: %v %v %q %v, want %q %v", c.key, c.rt, v, found, why, err, c.want, c.found)
		}
	}
	// A backend Ruby cannot load or make is not found, with Puppet's
	// explanation.
	for backend, want := range map[string]string{
		"absent":  "Unable to load backend 'absent': cannot load such file -- hiera/backend/absent_backend",
		"noclass": "Unable to instantiate backend 'noclass': uninitialized constant Hiera::Backend::Noclass_backend",
	} {
		_, found, why, err := in.Hiera3Lookup(ctx, h, hiera3Call(dir, backend, "a", nil))
		if err != nil || found || why != want {
			t.Errorf("%s: %v %q %v, want %q", backend, found, why, err, want)
		}
	}
	// hiera() in a backend's data is not run (Puppet's global-only
	// lookup): unsupported, naming the construct.
	_, _, _, err := in.Hiera3Lookup(ctx, h, hiera3Call(dir, "kv", "c", nil))
	var ue *Error
	if !errors.As(err, &ue) || !ue.Unsupported || !strings.Contains(ue.Message, "hiera() and alias() interpolations") {
		t.Errorf("hiera(): %#v", err)
	}
	// A backend's error names its file and line.
	_, _, _, err = in.Hiera3Lookup(ctx, h, hiera3Call(dir, "bad", "k", nil))
	var re *Error
	if !errors.As(err, &re) || re.Class != "Hiera::Error" || re.Message != "bad: k" || !strings.HasSuffix(re.File, "bad_backend.rb") || re.Line != 5 {
		t.Errorf("bad: %#v", err)
	}
}

// BenchmarkHiera3Lookup is one lookup by a backend made already (the
// rest of a compile's lookups): the Hiera::Config conversion, the call
// and the answer over two cached files.
func BenchmarkHiera3Lookup(b *testing.B) {
	env, dir := hiera3Env(b)
	in := env.NewInterp()
	h := &testHost{env: env}
	call := hiera3Call(dir, "kv", "a", nil)
	ctx := context.Background()
	if _, found, _, err := in.Hiera3Lookup(ctx, h, call); err != nil || !found {
		b.Fatal(found, err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, _, err := in.Hiera3Lookup(ctx, h, call); err != nil {
			b.Fatal(err)
		}
	}
}
