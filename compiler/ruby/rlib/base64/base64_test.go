package base64

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// TestOracle compares Base64 with Ruby 3.1.2 on the recorded cases
// (testdata/cases/small.rb).
func TestOracle(t *testing.T) {
	for _, c := range oracle.Cases(t, "small", "Base64") {
		_, m, args := oracle.Send(c)
		s := args[0].(*rv.String).S
		var got rv.Value
		var err error
		switch m {
		case "encode64":
			got, err = oracle.Enc(Encode64(s), rv.USASCII, nil)
		case "strict_encode64":
			got, err = oracle.Enc(StrictEncode64(s), rv.USASCII, nil)
		case "urlsafe_encode64":
			padding := true
			if len(args) > 1 {
				v, _ := args[1].(*rv.Hash).Get(rv.Symbol("padding"))
				padding = v != false && v != nil
			}
			got, err = oracle.Enc(URLSafeEncode64(s, padding), rv.USASCII, nil)
		case "decode64":
			got, err = oracle.Enc(Decode64(s), rv.Binary, nil)
		case "strict_decode64":
			d, e := StrictDecode64(s)
			got, err = oracle.Enc(d, rv.Binary, e)
		case "urlsafe_decode64":
			d, e := URLSafeDecode64(s)
			got, err = oracle.Enc(d, rv.Binary, e)
		default:
			t.Fatalf("unknown method %s", m)
		}
		oracle.Check(t, c, got, err)
	}
}
