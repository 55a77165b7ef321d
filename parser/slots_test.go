package parser_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
)

// variables lists every variable reference of a tree as "line:col name=Param".
func variables(n any) []string {
	var out []string
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return
			}
			if x, ok := v.Interface().(*ast.Variable); ok {
				out = append(out, fmt.Sprintf("%d:%d %s=%d", x.Start.Line, x.Start.Col, x.Name, x.Param))
				return
			}
			v = v.Elem()
		}
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if v.Type().Field(i).Name != "Definitions" {
					walk(v.Field(i))
				}
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		}
	}
	walk(reflect.ValueOf(n))
	return out
}

// TestVariableParamSlots: a variable in the body of a class or define named
// as one of its parameters gets the parameter's position; one with another
// unqualified name the position after the parameters of its name in the
// definition's Slots (in the order of first use); one in a default, a
// qualified or numeric one, one in a function or at top scope gets none. A
// nested definition's variables are its own (the outer's parameters
// included). Interpolated names count.
func TestVariableParamSlots(t *testing.T) {
	src := `$a = 1
define foo($a, $b = $a, $c = "${b}") {
  notice($a, "${c}x", $d, $::a, $foo::a, $0)
  $b.each |$a| { notice($a, "${b[0]}", $e, $d) }
}
class bar($x) inherits foo {
  notice($x, $a)
  class inner($z) { notice($x, $z) }
  define d2($y, $x) { notice($x) }
  notice($x)
}
function f($a) { $a }
notice($a)
`
	prog, err := parser.Parse("t.pp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(variables(prog), "\n")
	want := strings.Join([]string{
		"1:1 a=0",
		"2:21 a=0", "2:33 b=0",
		"3:10 a=1", "3:17 c=3", "3:23 d=4", "3:27 ::a=0", "3:33 foo::a=0", "3:42 0=0",
		// the lambda's $a has the slot too: its frame is read first
		"4:3 b=2", "4:25 a=1", "4:32 b=2", "4:40 e=5", "4:44 d=4",
		"7:10 x=1", "7:14 a=2",
		"8:28 x=2", "8:32 z=1",
		"9:30 x=2",
		"10:10 x=1",
		"12:18 a=0",
		"13:8 a=0",
	}, "\n")
	if got != want {
		t.Errorf("variables and slots:\n%s\nwant:\n%s", got, want)
	}
	slots := map[string]string{}
	for _, d := range prog.Definitions {
		switch d := d.(type) {
		case *ast.ClassDef:
			slots[d.Name] = strings.Join(d.Slots, " ")
		case *ast.DefineDef:
			slots[d.Name] = strings.Join(d.Slots, " ")
		}
	}
	wantSlots := map[string]string{"foo": "d e", "bar": "a", "bar::inner": "x", "bar::d2": ""}
	if !reflect.DeepEqual(slots, wantSlots) {
		t.Errorf("slots %q, want %q", slots, wantSlots)
	}
}

// TestVariableParamSlotsManyParams: with more than 8 parameters (found
// through an index), the slots are the same positions, and another name's
// comes after them.
func TestVariableParamSlotsManyParams(t *testing.T) {
	var params, uses []string
	for i := 0; i < 12; i++ {
		params = append(params, fmt.Sprintf("$p%d", i))
		uses = append(uses, fmt.Sprintf("$p%d", 11-i))
	}
	src := "class many(" + strings.Join(params, ", ") + ") { notice(" + strings.Join(uses, ", ") + ", $q) }\n"
	prog, err := parser.Parse("t.pp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	vars := variables(prog)
	if len(vars) != 13 {
		t.Fatalf("%d variables: %v", len(vars), vars)
	}
	for i, v := range vars[:12] {
		if want := fmt.Sprintf(" p%d=%d", 11-i, 12-i); !strings.HasSuffix(v, want) {
			t.Errorf("variable %d: %s, want %s", i, v, want)
		}
	}
	if !strings.HasSuffix(vars[12], " q=13") {
		t.Errorf("$q: %s", vars[12])
	}
}
