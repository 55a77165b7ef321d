package functions_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	. "github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
)

// The calls in ../values/testdata/calls/calls.txt were made with Puppet 7.23
// (ruby oracle.rb gen, see ../values/testdata/gen.sh); here the same calls
// are dispatched to functions with the signatures Puppet declares for them.

type dspBlock struct {
	min, max int
	types    []values.Type
}

func (b *dspBlock) Arity() (int, int)                          { return b.min, b.max }
func (b *dspBlock) ParamTypes() []values.Type                  { return b.types }
func (b *dspBlock) Call(...values.Value) (values.Value, error) { return nil, nil }

// dspLambda reads "|$a, $b|" or "|$a, *$rest|".
func dspLambda(s string) *dspBlock {
	s = strings.Trim(s, "|")
	b := &dspBlock{}
	if strings.TrimSpace(s) == "" {
		return b
	}
	for _, p := range strings.Split(s, ",") {
		p = strings.TrimSpace(p)
		if strings.HasPrefix(p, "*") {
			b.max = -1
			b.types = append(b.types, nil)
			continue
		}
		b.min++
		b.max++
		b.types = append(b.types, nil)
	}
	return b
}

func dspType(t *testing.T, s string) values.Type {
	t.Helper()
	ty, err := values.ParseType(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	return ty
}

func dspOK(Context, []values.Value, Block) (values.Value, error) { return "ok", nil }

// dspFunctions mirrors the dispatches of Puppet's join, upcase, each,
// split, max and lest.
func dspFunctions(t *testing.T) map[string]*Function {
	ty := func(s string) values.Type { return dspType(t, s) }
	var sd *values.TypeAliasT
	sd = values.NewTypeAlias("StringData", func() (values.Type, error) {
		return values.ParseType("Variant[String, Numeric, Array[StringData], Hash[StringData, StringData]]",
			func(n string) (values.Type, bool) { return sd, n == "StringData" })
	})
	resolveSD := func(n string) (values.Type, bool) { return sd, n == "StringData" }
	sdType := func(s string) values.Type {
		x, err := values.ParseType(s, resolveSD)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	fs := map[string]*Function{
		"join": {Name: "join", Signatures: []*Signature{
			{Required: []Param{{"arg", ty("Array")}}, Optional: []Param{{"delimiter", ty("String")}}, Call: dspOK},
		}},
		"upcase": {Name: "upcase", Signatures: []*Signature{
			{Required: []Param{{"arg", ty("Numeric")}}, Call: dspOK},
			{Required: []Param{{"arg", ty("String")}}, Call: dspOK},
			{Required: []Param{{"arg", sdType("Array[StringData]")}}, Call: dspOK},
			{Required: []Param{{"arg", sdType("Hash[StringData, StringData]")}}, Call: dspOK},
		}},
		"each": {Name: "each", Signatures: []*Signature{
			SetBlockType(&Signature{Required: []Param{{"hash", ty("Hash[Any, Any]")}}, Block: RequiredBlock, Call: dspOK}, ty("Callable[2,2]")),
			SetBlockType(&Signature{Required: []Param{{"hash", ty("Hash[Any, Any]")}}, Block: RequiredBlock, Call: dspOK}, ty("Callable[1,1]")),
			SetBlockType(&Signature{Required: []Param{{"enumerable", ty("Iterable")}}, Block: RequiredBlock, Call: dspOK}, ty("Callable[2,2]")),
			SetBlockType(&Signature{Required: []Param{{"enumerable", ty("Iterable")}}, Block: RequiredBlock, Call: dspOK}, ty("Callable[1,1]")),
		}},
		"split": {Name: "split", Signatures: []*Signature{
			{Required: []Param{{"str", ty("String")}, {"pattern", ty("String")}}, Call: dspOK},
			{Required: []Param{{"str", ty("String")}, {"pattern", ty("Regexp")}}, Call: dspOK},
			{Required: []Param{{"str", ty("String")}, {"pattern", ty("Type[Regexp]")}}, Call: dspOK},
		}},
		"max": {Name: "max", Signatures: []*Signature{
			{Rest: &Param{"values", ty("Numeric")}, Call: dspOK},
			{Rest: &Param{"values", ty("String")}, Call: dspOK},
			SetBlockType(&Signature{Required: []Param{{"values", ty("Array[Numeric]")}}, Block: OptionalBlock, Call: dspOK}, ty("Callable[2,2]")),
			SetBlockType(&Signature{Required: []Param{{"values", ty("Array[String]")}}, Block: OptionalBlock, Call: dspOK}, ty("Callable[2,2]")),
			SetBlockType(&Signature{Required: []Param{{"values", ty("Array")}}, Block: OptionalBlock, Call: dspOK}, ty("Callable[2,2]")),
			SetBlockType(&Signature{Rest: &Param{"values", ty("Any")}, Block: RequiredBlock, Call: dspOK}, ty("Callable[2,2]")),
			{Rest: &Param{"values", ty("Any")}, Call: dspOK},
		}},
		"lest": {Name: "lest", Signatures: []*Signature{
			SetBlockType(&Signature{Required: []Param{{"arg", ty("Any")}}, Block: RequiredBlock, Call: dspOK}, ty("Callable[0,0]")),
		}},
	}
	return fs
}

func TestDispatchAgainstPuppet(t *testing.T) {
	fs := dspFunctions(t)
	n := 0
	for _, line := range testtree.Lines(t, "../values/testdata/calls/calls.expected") {
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		i := strings.LastIndex(line, "\t")
		caseLine, res := line[:i], line[i+1:]
		var want string
		if err := json.Unmarshal([]byte(res[3:]), &want); err != nil {
			t.Fatal(err)
		}
		wantErr := strings.HasPrefix(res, "!!")
		parts := strings.Split(caseLine, " ;; ")[1:]
		fn := fs[parts[0]]
		var block Block
		args := parts[1:]
		if n := len(args); n > 0 && strings.HasPrefix(args[n-1], "|") {
			block = dspLambda(args[n-1])
			args = args[:n-1]
		}
		vals := make([]values.Value, len(args))
		for j, a := range args {
			v, err := values.ParseValue(a, nil)
			if err != nil {
				t.Fatalf("%s: %v", caseLine, err)
			}
			vals[j] = v
		}
		got, err := Dispatch(nil, fn, vals, block)
		n++
		switch {
		case wantErr && err == nil:
			t.Errorf("%s\n  Puppet error: %s\n  got: %v", caseLine, want, got)
		case !wantErr && err != nil:
			t.Errorf("%s\n  Puppet: %s\n  got error: %v", caseLine, want, err)
		case wantErr && err.Error() != want:
			t.Errorf("%s\n  Puppet error: %q\n  got error:    %q", caseLine, want, err.Error())
		}
	}
	if n == 0 {
		t.Fatal("no calls")
	}
}

func TestBlockCallableType(t *testing.T) {
	b := &dspBlock{min: 1, max: -1, types: []values.Type{values.IntegerType(math.MinInt64, math.MaxInt64), nil}}
	if got := BlockCallableType(b).String(); got != "Callable[Integer, Any, 1]" {
		t.Fatalf("got %s", got)
	}
}
