package values

import (
	"errors"
	"strings"
	"testing"
)

// withMaxValueSize runs f with max_value_size at n (no test of this
// package runs in parallel).
func withMaxValueSize(t *testing.T, n int64, f func()) {
	t.Helper()
	old := MaxValueSize()
	SetMaxValueSize(n)
	defer SetMaxValueSize(old)
	f()
}

// catchPanic runs f and returns the error a writer carried out of it.
func catchPanic(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := Recovered(r)
			if !ok {
				panic(r)
			}
			err = e
		}
	}()
	f()
	return nil
}

// doubled is a value holding the same collection twice at each of depth
// levels: small in memory, 2^depth elements when walked.
func doubled(depth int) Value {
	var v Value = []Value{"x"}
	for range depth {
		v = []Value{v, v}
	}
	return v
}

func TestValueSizeBounds(t *testing.T) {
	withMaxValueSize(t, 1024, func() {
		var se *SizeError
		if err := CheckStringSize(1025); !errors.As(err, &se) || err.Error() != "a String of 1025 bytes would be larger than 1024 bytes, the largest value a compile may build (max_value_size); raise max_value_size to allow it" {
			t.Errorf("CheckStringSize: %v", err)
		}
		if CheckStringSize(1024) != nil || CheckArrayLen(64) != nil || CheckHashLen(12) != nil {
			t.Error("a value at the limit was refused")
		}
		if err := CheckArrayLen(65); err == nil || !strings.HasPrefix(err.Error(), "an Array of 65 elements (1040 bytes) would be larger") {
			t.Errorf("CheckArrayLen: %v", err)
		}
		if err := CheckHashLen(13); err == nil || !strings.HasPrefix(err.Error(), "a Hash of 13 entries (1040 bytes)") {
			t.Errorf("CheckHashLen: %v", err)
		}
		if n, err := CheckSize(make([]Value, 10)); n != 160 || err != nil {
			t.Errorf("CheckSize(Array[10]) = %d, %v", n, err)
		}
		// The operators refuse before they build.
		big := make([]Value, 40)
		if _, err := Arithmetic("+", big, big); err == nil || !strings.HasPrefix(err.Error(), "an Array of 80 elements") {
			t.Errorf("Array + Array: %v", err)
		}
		if _, err := Arithmetic("<<", make([]Value, 64), 1); err == nil {
			t.Error("Array << past the limit")
		}
		h := NewHash(0)
		for i := range 10 {
			h.Put(int64(i), int64(i))
		}
		if _, err := Arithmetic("+", h, h); err == nil || !strings.HasPrefix(err.Error(), "a Hash of 20 entries") {
			t.Errorf("Hash + Hash: %v", err)
		}
		if _, err := Arithmetic("+", &Binary{Bytes: make([]byte, 600)}, &Binary{Bytes: make([]byte, 600)}); err == nil {
			t.Error("Binary + Binary past the limit")
		}
		// The writers stop at the limit, whatever the value holds.
		d := doubled(40)
		for name, f := range map[string]func(){
			"ToString": func() { ToString(d) },
			"TypeOf":   func() { TypeOf(d) },
			"reduced":  func() { TypeOfReduced(d) },
		} {
			if err := catchPanic(f); err == nil || !strings.Contains(err.Error(), "would be larger than 1024 bytes") {
				t.Errorf("%s of a doubled value: %v", name, err)
			}
		}
		if _, err := StringFormat(d, nil); err == nil || !strings.Contains(err.Error(), "the type inferred for a value (each element visited) would be larger than 1024 bytes") {
			t.Errorf("StringFormat of a doubled value: %v", err)
		}
		// A wide value within the limit is written, and its text bounded.
		wide := make([]Value, 60)
		for i := range wide {
			wide[i] = "twenty bytes of text"
		}
		if _, err := StringFormat(wide, nil); err == nil || !strings.Contains(err.Error(), "a String of more than 1024 bytes") {
			t.Errorf("StringFormat of a wide Array: %v", err)
		}
		if WrittenWithin(d) || !WrittenWithin(doubled(3)) || WrittenWithin(wide) {
			t.Error("WrittenWithin")
		}
		// Small values pass.
		if s := ToString(doubled(3)); s != "[[[[x], [x]], [[x], [x]]], [[[x], [x]], [[x], [x]]]]" {
			t.Errorf("ToString(doubled(3)) = %s", s)
		}
	})
}
