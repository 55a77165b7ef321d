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
		if !Equals(doubled(4), doubled(4)) || len(Flatten(doubled(4).([]Value))) != 16 || CheckWritten(doubled(4), "x") != nil {
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
