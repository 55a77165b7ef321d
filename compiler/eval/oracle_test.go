package eval_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/golden"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/envtest"
)

// TestOracleCases compiles the cases of testdata/oracle (see its README)
// and compares with what Puppet 7.23 produced.
func TestOracleCases(t *testing.T) {
	dirs, err := filepath.Glob("testdata/oracle/*/site.pp")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no oracle cases: %v", err)
	}
	facts, err := readFactsJSON("../golden/facts/debian12.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, site := range dirs {
		dir := filepath.Dir(site)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(site)
			if err != nil {
				t.Fatal(err)
			}
			envDir := envDir(t, map[string]string{"manifests/site.pp": string(src)})
			l := envtest.Loader(t, envDir, nil)
			var log strings.Builder
			req := &eval.Request{
				Node: "web01.example.com", Facts: facts, Environment: "production", Loader: l,
				ServerFacts: values.HashFrom("serverversion", "7.23.0", "servername", "puppet.example.com", "serverip", "10.0.0.1"),
				Log:         func(m eval.Message) { log.WriteString(m.String() + "\n") },
			}
			cat, _, cerr := eval.Compile(t.Context(), req)
			strip := func(s string) string { return strings.ReplaceAll(s, envDir+"/", "") }
			logText := strip(log.String())

			if want, err := os.ReadFile(filepath.Join(dir, "expected_error.txt")); err == nil {
				if cerr == nil {
					t.Fatalf("compile succeeded; Puppet failed with %s", want)
				}
				got := "Error: " + strip(cerr.Error())
				if first := strings.SplitN(got, "\n", 2)[0]; first != strings.SplitN(strings.TrimSpace(string(want)), "\n", 2)[0] {
					t.Errorf("error\n got: %s\nwant: %s", first, strings.TrimSpace(string(want)))
				}
			} else {
				if cerr != nil {
					t.Fatalf("compile failed: %v", cerr)
				}
				want, err := os.ReadFile(filepath.Join(dir, "expected.json"))
				if err != nil {
					t.Fatal(err)
				}
				got, err := cat.MarshalJSON()
				if err != nil {
					t.Fatal(err)
				}
				diffs, err := golden.CompareCatalogs(want, got, false)
				if err != nil {
					t.Fatal(err)
				}
				for _, d := range diffs {
					t.Error(d)
				}
			}
			if want, err := os.ReadFile(filepath.Join(dir, "expected_log.txt")); err == nil {
				for _, d := range golden.CompareLogs(golden.LogLines(string(want)), logText) {
					t.Error(d)
				}
			}
		})
	}
}

// readFactsJSON reads a facts file, keeping key order.
func readFactsJSON(path string) (*values.Hash, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	v, err := decodeJSON(dec)
	if err != nil {
		return nil, err
	}
	return v.(*values.Hash), nil
}

func decodeJSON(dec *json.Decoder) (values.Value, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			h := values.NewHash(8)
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := decodeJSON(dec)
				if err != nil {
					return nil, err
				}
				h.Put(k.(string), v)
			}
			_, err := dec.Token()
			return h, err
		}
		out := []values.Value{}
		for dec.More() {
			v, err := decodeJSON(dec)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		_, err := dec.Token()
		return out, err
	case json.Number:
		if i, err := strconv.ParseInt(string(t), 10, 64); err == nil {
			return i, nil
		}
		return t.Float64()
	}
	return tok, nil
}
