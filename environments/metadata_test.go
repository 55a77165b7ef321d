package environments

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// checkMetadataSlow is checkMetadata without the fast path.
func checkMetadataSlow(m *Module, src []byte) (bool, *Message) {
	return checkMetadataDecoded(m, src, "warning")
}

// metadataCases are inputs of both paths: the Debian modules' files and
// the shapes checkMetadata distinguishes.
func metadataCases(t testing.TB) [][]byte {
	cases := []string{
		``, `null`, `""`, `[]`, ` [ ] `, `{}`, `{ }`, `[1]`, `"x"`, `1`, `true`,
		`{"name": "a-b"}`,
		`{"source": "s", "author": "a", "version": "1.0.0", "license": "l", "dependencies": []}`,
		`{"source": "s", "author": "a", "version": "1.0.0", "license": "l", "dependencies": [{"name": "puppetlabs-stdlib", "version_requirement": ">= 1"}, {"name": "x/y"}, {}, 3]}`,
		`{"source": "s", "author": "a", "version": 1, "license": "l", "dependencies": [{"name": "a-b", "name": 2}, {"name": 2, "name": "c-d"}]}`,
		`{"source": null, "author": "a", "version": "1", "license": "l", "dependencies": []}`,
		`{"source": "s", "author": "a", "version": "1", "license": "l", "dependencies": "none"}`,
		`{"source": "s", "author": "a", "version": "1", "license": "l", "dependencies": {}}`,
		`{"source": "s", "author": "a", "version": "1", "license": "l"}`,
		`{"source": "s", "source": null, "author": "a", "version": "1", "license": "l", "dependencies": []}`,
		`{"source": "s\u00e9", "author": "a", "version": "1\n", "license": "l", "dependencies": []}`,
		"{\"source\": \"s\", // comment\n \"author\": \"a\", \"version\": \"1\", \"license\": \"l\", \"dependencies\": []}",
		`{"name": "x", }`, `{"name": "x"`, `{"a": 01}`, `{"a": 1.}`, `{"a": -}`, `{"a": 1e5, "b": -0.5E-3}`,
		`{"a": 123456789012345678901234}`, `{"a": NaN}`, `{"a": tru}`, "\xef\xbb\xbf{}", "{\"a\": \"\xff\"}",
		`{"a": [[[[]]]], "b": {"c": {"d": [true, false, null]}}}`,
	}
	var out [][]byte
	for _, c := range cases {
		out = append(out, []byte(c))
	}
	files, _ := filepath.Glob("/usr/share/puppet/modules/*/metadata.json")
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil {
			out = append(out, b)
		}
	}
	return out
}

// TestMetadataFastMatchesDecode: the fast reading of metadata.json gives
// what the full decoder gives, for every input it accepts.
func TestMetadataFastMatchesDecode(t *testing.T) {
	fast := 0
	for _, src := range metadataCases(t) {
		if compareMetadataPaths(t, src) {
			fast++
		}
	}
	if fast < 20 {
		t.Errorf("the fast path took only %d inputs", fast)
	}
}

// compareMetadataPaths checks one input; true when the fast path took it.
func compareMetadataPaths(t *testing.T, src []byte) bool {
	m1, m2 := &Module{Name: "m"}, &Module{Name: "m"}
	k1, msg1, ok := checkMetadataFast(m1, src)
	if !ok {
		return false
	}
	k2, msg2 := checkMetadataSlow(m2, src)
	if k1 != k2 || !reflect.DeepEqual(msg1, msg2) || (k1 && !reflect.DeepEqual(m1, m2)) {
		t.Errorf("%q: fast keep=%v %+v %+v, decoder keep=%v %+v %+v", src, k1, msg1, m1, k2, msg2, m2)
	}
	return true
}

// FuzzMetadataFast: go test -fuzz FuzzMetadataFast ./environments/
func FuzzMetadataFast(f *testing.F) {
	for _, c := range metadataCases(f) {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		compareMetadataPaths(t, src)
	})
}

// BenchmarkMetadata reads the metadata.json of the Debian modules (what
// every load of an environment over them does), with the fast path and
// with the full decoder.
func BenchmarkMetadata(b *testing.B) {
	files, _ := filepath.Glob("/usr/share/puppet/modules/*/metadata.json")
	if len(files) == 0 {
		b.Skip("no /usr/share/puppet/modules (Debian's puppet-module-* packages)")
	}
	var srcs [][]byte
	n := 0
	for _, f := range files {
		if src, err := os.ReadFile(f); err == nil {
			srcs = append(srcs, src)
			n += len(src)
		}
	}
	for _, bc := range []struct {
		name  string
		check func(*Module, []byte) (bool, *Message)
	}{{"fast", func(m *Module, src []byte) (bool, *Message) { return checkMetadata(m, src, "warning") }}, {"decode", checkMetadataSlow}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(n))
			for i := 0; i < b.N; i++ {
				for _, src := range srcs {
					bc.check(&Module{Name: "m"}, src)
				}
			}
		})
	}
}

// TestMetadataDependenciesMessageRecorded: the error for dependencies that
// are not an array prints the value as Ruby's to_s (a Hash as
// {"k"=>v, ...}), as recorded from Puppet 7.23 in the golden cases'
// expected_log.txt (compiler/golden/tools/regen.sh), for the module those
// cases hold.
func TestMetadataDependenciesMessageRecorded(t *testing.T) {
	for _, name := range []string{"err_load_metadata_dependencies_hash", "err_load_metadata_dependencies_not_array"} {
		dir := filepath.Join("..", "compiler", "golden", "cases", name)
		src, err := os.ReadFile(filepath.Join(dir, "modules", "mymod", "metadata.json"))
		if err != nil {
			t.Fatal(err)
		}
		want := testtree.Lines(t, filepath.Join(dir, "expected_log.txt"))[0]
		keep, msg := checkMetadata(&Module{Name: "mymod"}, src, "warning")
		if keep || msg == nil || msg.String() != want {
			t.Errorf("%s: kept %v, message %v, want %q", name, keep, msg, want)
		}
	}
}
