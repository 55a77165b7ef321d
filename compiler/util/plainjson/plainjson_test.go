package plainjson

import (
	"bytes"
	"math"
	"testing"
)

func TestMarshalKeepsHTMLCharacters(t *testing.T) {
	b, err := Marshal(map[string]any{"a<b>": "x & y", "n": 1})
	if err != nil {
		t.Fatal(err)
	}
	// Ruby: {"a<b>" => "x & y", "n" => 1}.to_json (keys sorted as Go's
	// encoder sorts map keys).
	if got, want := string(b), `{"a<b>":"x & y","n":1}`; got != want {
		t.Errorf("Marshal = %s, want %s", got, want)
	}
}

func TestAppendLeavesBufferOnError(t *testing.T) {
	var buf bytes.Buffer
	buf.WriteString("[1,")
	if err := Append(&buf, math.NaN()); err == nil {
		t.Fatal("NaN encoded without an error")
	}
	if buf.String() != "[1," {
		t.Errorf("buffer after a failed Append = %q, want %q", buf.String(), "[1,")
	}
	AppendString(&buf, "\u2028<")
	if got, want := buf.String(), `[1,"\u2028<"`; got != want {
		t.Errorf("AppendString wrote %s, want %s", got, want)
	}
}
