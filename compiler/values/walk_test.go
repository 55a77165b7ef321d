package values

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// Every deep walk of values is a counted walk (walk.go): over a value
// nested deeper than MaxValueDepth and one holding the same Array twice at
// each of 40 levels (2^40 elements as a tree), each walk ends with the
// bound's error (carried as a panic where it has no error result),
// promptly, where each walked without end, or past the goroutine's stack.
func TestWalksAreBounded(t *testing.T) {
	withMaxValueSize(t, 1024, func() {
		var deep Value = []Value{"x"}
		for i := 0; i < MaxValueDepth+10; i++ {
			deep = []Value{deep}
		}
		var deep2 Value = []Value{"x"}
		for i := 0; i < MaxValueDepth+10; i++ {
			deep2 = []Value{deep2}
		}
		dag, dag2 := doubled(40), doubled(40)
		var de *DepthError
		var se *SizeError
		for name, f := range map[string]func() error{
			"Equals deep": func() error { return catchPanic(func() { Equals(deep, deep2) }) },
			"Equals dag":  func() error { return catchPanic(func() { Equals(dag, dag2) }) },
			"== dag": func() error {
				_, err := CompareOp("==", dag, dag2)
				return err
			},
			"Match deep": func() error {
				_, _, err := Match(context.Background(), deep, deep2)
				return err
			},
			"InMatch dag": func() error {
				_, _, err := InMatch(context.Background(), dag, []Value{dag2})
				return err
			},
			"Flatten deep":  func() error { return catchPanic(func() { Flatten([]Value{deep}) }) },
			"Flatten dag":   func() error { return catchPanic(func() { Flatten(dag.([]Value)) }) },
			"ToString deep": func() error { return catchPanic(func() { ToString(deep) }) },
			"inspect deep":  func() error { return catchPanic(func() { RubyInspect(deep) }) },
			"TypeOf deep":   func() error { return catchPanic(func() { TypeOf(deep) }) },
			"CheckWritten dag": func() error {
				return CheckWritten(dag, "the JSON text of a value")
			},
			"CheckWritten deep": func() error {
				return CheckWritten(deep, "the JSON text of a value")
			},
			"ToData deep": func() error {
				_, err := ToRichData(deep)
				return err
			},
			// ROBUST-4: a collection as a hash key
			"HashKey deep":  func() error { return catchPanic(func() { HashKey(deep) }) },
			"HashKey dag":   func() error { return catchPanic(func() { HashKey(dag) }) },
			"KeyWithin dag": func() error { return KeyWithin(dag) },
			"Hash.Put dag": func() error {
				return catchPanic(func() { h := NewHash(0); h.Put(dag, "x") })
			},
			"ToData dag, no local references": func() error {
				d := DataConverter{NoLocalReference: true}
				_, err := d.Convert(dag)
				return err
			},
		} {
			err := f()
			if !errors.As(err, &de) && !errors.As(err, &se) {
				t.Errorf("%s: %v, want a DepthError or a SizeError", name, err)
			}
		}
		// within the bounds, the same walks answer
		if !Equals(doubled(4), doubled(4)) || len(Flatten(doubled(4).([]Value))) != 16 || CheckWritten(doubled(4), "x") != nil ||
			HashKey(doubled(4)) != HashKey(doubled(4)) || KeyWithin(doubled(4)) != nil {
			t.Error("small values")
		}
	})
	// with max_value_size's default, the depth is what stops the walk
	var deep, deep2 Value = []Value{"x"}, []Value{"x"}
	for i := 0; i < MaxValueDepth+10; i++ {
		deep, deep2 = []Value{deep}, []Value{deep2}
	}
	err := catchPanic(func() { Equals(deep, deep2) })
	if err == nil || !strings.Contains(err.Error(), "a comparison of two values (each element visited) would go more than 10000 levels deep") {
		t.Errorf("the depth error: %v", err)
	}
}

// String(v, format) reads each element's type from its collection's
// inferred type instead of inferring it again at each level (a value n
// levels deep was walked n times: 25 s for 9,990 levels), and the text is
// unchanged.
func TestFormatReadsElementTypes(t *testing.T) {
	var v Value = []Value{int64(1)}
	h := NewHash(1)
	h.Put("k", int64(1))
	var hv Value = h
	for i := 0; i < 3000; i++ {
		v = []Value{v}
		n := NewHash(1)
		n.Put("k", hv)
		hv = n
	}
	at := TypeOf(v)
	if elementType(at, v.([]Value), 0) != at.(*TupleT).Types[0] {
		t.Error("an Array's element type was inferred again")
	}
	ht := TypeOf(hv)
	if entryType(ht, hv.(*Hash), 0, "k", hv.(*Hash).Values()[0]) != ht.(*StructT).Elements[0].Value {
		t.Error("a Hash's value type was inferred again")
	}
	s, err := StringFormat(v, nil)
	if err != nil || s != strings.Repeat("[", 3001)+"1"+strings.Repeat("]", 3001) {
		t.Errorf("deep Array: %.40q %v", s, err)
	}
	s, err = StringFormat(hv, "%p")
	if err != nil || s != strings.Repeat("{'k' => ", 3001)+"1"+strings.Repeat("}", 3001) {
		t.Errorf("deep Hash: %.40q %v", s, err)
	}
	// an element whose type is not its collection's Tuple is inferred
	if elementType(theArray, []Value{"x"}, 0).String() != "String" {
		t.Error("no Tuple")
	}
}
