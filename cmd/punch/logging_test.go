package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestNewLoggerJSONByDefault(t *testing.T) {
	var buf bytes.Buffer
	log, err := newLogger(&buf, "auto", "info")
	if err != nil {
		t.Fatal(err)
	}
	log.Debug().Msg("hidden")
	log.Info().Str("node", "n1").Msg("compiled")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 1 {
		t.Fatalf("want one line (debug filtered), got %q", buf.String())
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &m); err != nil {
		t.Fatalf("not JSON: %v: %q", err, lines[0])
	}
	if m["node"] != "n1" || m["message"] != "compiled" || m["level"] != "info" || m["time"] == nil {
		t.Fatalf("unexpected fields: %v", m)
	}
}

func TestNewLoggerConsoleAndErrors(t *testing.T) {
	var buf bytes.Buffer
	log, err := newLogger(&buf, "console", "debug")
	if err != nil {
		t.Fatal(err)
	}
	log.Debug().Msg("details")
	if !strings.Contains(buf.String(), "details") || strings.HasPrefix(buf.String(), "{") {
		t.Fatalf("want console output, got %q", buf.String())
	}
	if _, err := newLogger(&buf, "xml", ""); err == nil {
		t.Fatal("want an error for an unknown format")
	}
	if _, err := newLogger(&buf, "json", "loud"); err == nil {
		t.Fatal("want an error for an unknown level")
	}
}
