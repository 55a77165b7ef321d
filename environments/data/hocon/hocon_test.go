package hocon

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/rubyfmt"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// The oracle is ruby-hocon 1.3.1 (testdata/record.rb): testdata/cases/*.conf
// given to Hocon.parse as text (what Puppet 7.23's hocon_data calls) into
// expected.json, testdata/load/*.conf and Puppet Server's stock conf.d
// files given to Hocon.load as files into load_expected.json. Each holds
// Ruby's inspect of the result or the error.

type recorded struct {
	Value      *string `json:"value"`
	ErrorClass string  `json:"error_class"`
	Error      *string `json:"error"`
}

// knownMessageDifferences are errors Punch gives with the same class and
// line but other words than ruby-hocon.
var knownMessageDifferences = map[string]string{
	"bad_concat": "ruby-hocon names the two values by their Ruby classes (SimpleConfigList([1]) and Quoted(\"x\"))",
	"cycle":      "ruby-hocon lists the substitutions of the cycle",
	"self_cycle": "ruby-hocon lists the substitutions of the cycle",
}

func readRecording(t *testing.T, file string) (map[string]recorded, []string) {
	t.Helper()
	var want map[string]recorded
	testtree.ReadJSON(t, filepath.Join("testdata", file), &want)
	names := make([]string, 0, len(want))
	for n := range want {
		names = append(names, n)
	}
	sort.Strings(names)
	return want, names
}

// testEnv is the environment record.rb gives ruby-hocon.
func testEnv(k string) (string, bool) {
	if k == "HOCON_TEST_VAR" {
		return "from-env", true
	}
	return "", false
}

func TestMatchesRubyHocon(t *testing.T) {
	parsed, parsedNames := readRecording(t, "expected.json")
	loaded, loadedNames := readRecording(t, "load_expected.json")
	t.Chdir("testdata") // include file() is relative to the working directory
	for _, name := range parsedNames {
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("cases", name+".conf"))
			if err != nil {
				t.Fatal(err)
			}
			got, err := Parse(in, Options{Getenv: testEnv})
			compareRecorded(t, name, "String", parsed[name], got, err)
		})
	}
	stock := 0
	for _, name := range loadedNames {
		t.Run("load/"+name, func(t *testing.T) {
			path := filepath.Join("load", name+".conf")
			if base, ok := strings.CutPrefix(name, "stock-"); ok {
				path = filepath.Join("..", "..", "..", "settings", "testdata", "puppetserver", "conf.d", base+".conf")
				stock++
			}
			got, err := ParseFile(path, Options{Getenv: testEnv})
			compareRecorded(t, name, path, loaded[name], got, err)
		})
	}
	if len(parsedNames) < 40 || len(loadedNames) < 20 || stock < 7 {
		t.Fatalf("only %d parsed and %d loaded cases (%d stock conf.d files): run testdata/record.rb", len(parsedNames), len(loadedNames), stock)
	}
}

// compareRecorded compares Punch's result with ruby-hocon's; origin is
// how ruby-hocon names the text (for the known message differences).
func compareRecorded(t *testing.T, name, origin string, w recorded, got *Value, err error) {
	t.Helper()
	switch {
	case w.Error != nil && err == nil:
		t.Fatalf("ruby-hocon failed: %s: %s\nPunch: %s", w.ErrorClass, *w.Error, RubyInspect(got))
	case w.Error == nil && err != nil:
		t.Fatalf("ruby-hocon: %s\nPunch failed: %v", *w.Value, err)
	case err != nil:
		var he *Error
		if !errors.As(err, &he) {
			t.Fatalf("error of type %T: %v", err, err)
		}
		if he.Class != w.ErrorClass {
			t.Errorf("error class: ruby-hocon %s, Punch %s (%v)", w.ErrorClass, he.Class, err)
		}
		if he.Pos.Line > 0 && he.Pos.Col < 1 {
			t.Errorf("error without a column: %#v", he)
		}
		if reason, ok := knownMessageDifferences[name]; ok {
			if prefix := fmt.Sprintf("%s: %d: ", origin, he.Pos.Line); !strings.HasPrefix(*w.Error, prefix) {
				t.Errorf("error line differs (beyond the known difference: %s):\n  ruby-hocon: %s\n  Punch:      %v", reason, *w.Error, err)
			}
			return
		}
		if err.Error() != *w.Error {
			t.Errorf("error differs:\n  ruby-hocon: %s\n  Punch:      %v", *w.Error, err)
		}
	default:
		if g := RubyInspect(got); g != *w.Value {
			t.Errorf("value differs:\n  ruby-hocon: %s\n  Punch:      %s", *w.Value, g)
		}
	}
}

// RubyInspect shows a parsed value as Ruby's inspect shows ruby-hocon's.
func RubyInspect(v *Value) string {
	switch v.Kind {
	case Null:
		return "nil"
	case Bool, Number:
		if f, ok := v.V.(float64); ok {
			return rubyfmt.FloatToS(f)
		}
		return fmt.Sprint(v.V)
	case String:
		return rubyfmt.InspectString(v.Str)
	case List:
		parts := make([]string, len(v.Items))
		for i, e := range v.Items {
			parts[i] = RubyInspect(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	parts := make([]string, len(v.Keys))
	for i, k := range v.Keys {
		parts[i] = rubyfmt.InspectString(k) + "=>" + RubyInspect(v.Fields[k])
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
