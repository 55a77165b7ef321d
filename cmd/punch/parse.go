package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/punch-dev/punch/parser"
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

func init() {
	register(&command{
		name:    "parse",
		summary: "parse a manifest or EPP template and print its AST (--dump)",
		run:     runParse,
	})
}

func runParse(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("parse", flag.ContinueOnError)
	fl.SetOutput(stderr)
	dump := fl.Bool("dump", false, "print the AST")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "Usage: punch parse [--dump] FILE...")
		fl.PrintDefaults()
	}
	if status, ok := parseOperands(fl, args); !ok {
		return status
	}
	status := 0
	for _, path := range fl.Args() {
		src, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			status = 1
			continue
		}
		prog, warns, err := parser.ParseWithWarnings(path, src, strings.HasSuffix(path, ".epp"))
		// warnings first, as Puppet logs them
		io.WriteString(stderr, warns.Pretty(src))
		if err != nil {
			if list, ok := err.(diag.List); ok {
				io.WriteString(stderr, list.Pretty(src))
			} else {
				fmt.Fprintf(stderr, "Error: %v\n", err)
			}
			status = 1
			continue
		}
		if *dump {
			io.WriteString(stdout, ast.Dump(prog))
		} else {
			fmt.Fprintf(stdout, "%s: ok (%d definitions)\n", path, len(prog.Definitions))
		}
	}
	return status
}
