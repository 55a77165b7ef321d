package core

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"
	"time"
)

// TestStrftimeTimestampOracle compares strftime(Timestamp, format,
// timezone) with Puppet 7.23's Timestamp#format, recorded by
// compiler/values/testdata/strptime/record.rb.
func TestStrftimeTimestampOracle(t *testing.T) {
	b, err := os.ReadFile("../../values/testdata/strptime/recordings.json")
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		StampFormat []struct {
			NS  string  `json:"ns"`
			F   string  `json:"f"`
			TZ  *string `json:"tz"`
			OK  *string `json:"ok"`
			Err string  `json:"err"`
		} `json:"stamp_format"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	if len(r.StampFormat) == 0 {
		t.Fatal("no recordings")
	}
	for _, rec := range r.StampFormat {
		ns, err := strconv.ParseInt(rec.NS, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		tz := ""
		if rec.TZ != nil {
			tz = *rec.TZ
		}
		got, err := formatTimestamp(time.Unix(0, ns).UTC(), rec.F, tz)
		switch {
		case rec.OK != nil && (err != nil || got != *rec.OK):
			t.Errorf("Timestamp(%d).format(%q, %q): Puppet %q, Go %q, %v", ns, rec.F, tz, *rec.OK, got, err)
		case rec.OK == nil && (err == nil || err.Error() != rec.Err):
			t.Errorf("Timestamp(%d).format(%q, %q): Puppet error %q, Go %q, %v", ns, rec.F, tz, rec.Err, got, err)
		}
	}
}
