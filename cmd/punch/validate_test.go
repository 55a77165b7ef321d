package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestValidateWithoutFile: punch validate without a file operand does what
// puppet parser validate does (recorded by testdata/validate/record.sh):
// the code on standard input when it is not a terminal, the environment's
// main manifest otherwise; the environment setting names the environment
// in the messages.
func TestValidateWithoutFile(t *testing.T) {
	dir, err := filepath.Abs("testdata/validate")
	if err != nil {
		t.Fatal(err)
	}
	envs := filepath.Join(dir, "envs")
	check := func(t *testing.T, outFile string, code int, out string) {
		t.Helper()
		want, err := os.ReadFile(outFile)
		if err != nil {
			t.Fatalf("no Puppet output recorded (run testdata/validate/record.sh): %v", err)
		}
		out = strings.ReplaceAll(out, envs, "ENVDIR")
		if out != string(want) {
			t.Errorf("differs from Puppet\n--- Puppet\n%s--- Punch\n%s", want, out)
		}
		if failed := strings.Contains(string(want), "Error:"); failed != (code != 0) {
			t.Errorf("exit status %d; Puppet failed: %v", code, failed)
		}
	}
	inputs, _ := filepath.Glob(filepath.Join(dir, "stdin_*.pp"))
	if len(inputs) < 4 {
		t.Fatalf("only %d stdin inputs", len(inputs))
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			env := "production"
			if strings.Contains(in, "_other") {
				env = "other"
			}
			var out bytes.Buffer
			code := runValidateIn([]string{"--environment", env, "--environmentpath", envs}, bytes.NewReader(src), &out, &out)
			check(t, strings.TrimSuffix(in, ".pp")+".out", code, out.String())
		})
	}
	for _, env := range []string{"production", "other"} {
		t.Run("default_"+env, func(t *testing.T) {
			var out bytes.Buffer
			code := runValidateIn([]string{"--environment", env, "--environmentpath", envs}, nil, &out, &out)
			check(t, filepath.Join(dir, "default_"+env+".out"), code, out.String())
		})
	}
}
