// Package sweep holds the module sweep: every class of the Debian modules compiled as the only
// class of a node classified by an ENC, and every function call Puppet 7.23 made while compiling
// them, recorded from Puppet by record.sh (record/*.rb) into testdata/, and the tests that compare
// Punch with those recordings (see the golden suite's README.md, section "The module sweep").
//
// This file reads the recordings; richdata.go decodes and encodes the values in them.
package sweep

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Meta is testdata/meta.json: what a recording depends on.
type Meta struct {
	Puppet      string `json:"puppet"`
	Ruby        string `json:"ruby"`
	Node        string `json:"node"`
	FactsSHA256 string `json:"facts_sha256"`
	// ModulesDir is the module directory the classes came from; Modules the fingerprint of each
	// module in it (ModuleFingerprints).
	ModulesDir    string            `json:"modules_dir"`
	Modules       map[string]string `json:"modules"`
	Classes       int               `json:"classes"`
	Catalogs      int               `json:"catalogs"`
	Errors        int               `json:"errors"`
	DistinctCalls int               `json:"distinct_calls"`
	Calls         int               `json:"calls"`
}

// Outcome is what Puppet made of one class: a catalog (normalized as catcmp.go compares) or the
// error line it printed.
type Outcome struct {
	Class   string          `json:"class"`
	Catalog json.RawMessage `json:"catalog"`
	Error   string          `json:"error"`
}

// Call is one distinct function call Puppet made, and how often.
type Call struct {
	// ID names the call in the known-mismatch list: the first 12 hex digits of the SHA-256 of
	// its record as recorded, so it stays the same across re-recordings while the call does.
	ID    string
	N     int
	Class string // the first class whose compile made it
	Rec   CallRecord
}

// CallRecord is a call as record/calls.rb writes it.
type CallRecord struct {
	Fn string `json:"fn"`
	// API is "4x" (a function object's call: the language's calling convention, 3.x functions
	// included), "3x" (scope.function_NAME with 3.x arguments, from Ruby code) or "unresolved"
	// (a call from the language that failed before a function ran).
	API string `json:"api"`
	// File and Line are the innermost Puppet-language frame: the call itself when Via is
	// "puppet".
	File string `json:"file"`
	Line int    `json:"line"`
	// Via is who called: "puppet" (the language), "ruby" (a template or module Ruby code, at
	// RbFile:RbLine) or "lookup" (a Hiera backend function called by lookup).
	Via    string          `json:"via"`
	RbFile string          `json:"rb_file"`
	RbLine int             `json:"rb_line"`
	Args   json.RawMessage `json:"args"`
	Block  *Block          `json:"block"`
	// Exactly one of OK (the result, rich data; "null" for undef), Error or Jump.
	OK    json.RawMessage `json:"ok"`
	Error *CallError      `json:"error"`
	Jump  bool            `json:"jump"`
}

// Block is the lambda given to a call.
type Block struct {
	Source string `json:"source"`
	File   string `json:"file"`
	Line   int    `json:"line"`
}

// CallError is the exception a call raised.
type CallError struct {
	Class   string `json:"class"`
	Message string `json:"message"`
	Issue   string `json:"issue"`
}

// ReadMeta reads dir/meta.json.
func ReadMeta(dir string) (*Meta, error) {
	b, err := os.ReadFile(filepath.Join(dir, "meta.json"))
	if err != nil {
		return nil, err
	}
	var m Meta
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(dir, "meta.json"), err)
	}
	return &m, nil
}

// eachLine calls fn with each line of a gzip-compressed JSON-lines file.
func eachLine(path string, fn func(line []byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	br := bufio.NewReaderSize(zr, 1<<16)
	for n := 1; ; n++ {
		line, err := br.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			if ferr := fn(line); ferr != nil {
				return fmt.Errorf("%s:%d: %v", path, n, ferr)
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
	}
}

// ReadOutcomes reads dir/catalogs.jsonl.gz.
func ReadOutcomes(dir string) ([]Outcome, error) {
	var out []Outcome
	err := eachLine(filepath.Join(dir, "catalogs.jsonl.gz"), func(line []byte) error {
		var o Outcome
		if err := json.Unmarshal(line, &o); err != nil {
			return err
		}
		if o.Class == "" || (o.Catalog == nil) == (o.Error == "") {
			return fmt.Errorf("a line needs a class and exactly one of catalog and error")
		}
		out = append(out, o)
		return nil
	})
	return out, err
}

// ReadCalls reads dir/calls.jsonl.gz.
func ReadCalls(dir string) ([]Call, error) {
	var out []Call
	err := eachLine(filepath.Join(dir, "calls.jsonl.gz"), func(line []byte) error {
		var raw struct {
			Rec   json.RawMessage `json:"rec"`
			N     int             `json:"n"`
			Class string          `json:"class"`
		}
		if err := json.Unmarshal(line, &raw); err != nil {
			return err
		}
		c := Call{N: raw.N, Class: raw.Class}
		if err := json.Unmarshal(raw.Rec, &c.Rec); err != nil {
			return err
		}
		outcomes := 0
		if c.Rec.OK != nil {
			outcomes++
		}
		if c.Rec.Error != nil {
			outcomes++
		}
		if c.Rec.Jump {
			outcomes++
		}
		if c.Rec.Fn == "" || outcomes != 1 || c.Rec.Args == nil {
			return fmt.Errorf("a call needs fn, args and exactly one of ok, error and jump")
		}
		sum := sha256.Sum256(raw.Rec)
		c.ID = hex.EncodeToString(sum[:6])
		out = append(out, c)
		return nil
	})
	return out, err
}
