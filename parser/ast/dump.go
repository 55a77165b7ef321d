package ast

import (
	"fmt"
	"reflect"
	"strings"
)

// Dump returns a readable, stable, indented form of a tree, used by golden
// tests and `punch parse --dump`. Every node is printed as its type and
// span (line:col-line:col), then its scalar fields on the same line and its
// child nodes indented below, one field a line.
func Dump(n Node) string {
	var b strings.Builder
	dumpValue(&b, reflect.ValueOf(n), 0)
	return b.String()
}

var spanType = reflect.TypeOf(Span{})

func dumpValue(b *strings.Builder, v reflect.Value, depth int) {
	for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
		if v.IsNil() {
			b.WriteString("nil\n")
			return
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		fmt.Fprintf(b, "%#v\n", v.Interface())
		return
	}
	t := v.Type()
	b.WriteString(t.Name())
	var kids []int
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		fv := v.Field(i)
		switch {
		case f.Type == spanType && f.Anonymous:
			s := fv.Interface().(Span)
			fmt.Fprintf(b, " %d:%d-%d:%d", s.Start.Line, s.Start.Col, s.End.Line, s.End.Col)
		case f.Type == spanType:
			s := fv.Interface().(Span)
			fmt.Fprintf(b, " %s=%d:%d", f.Name, s.Start.Line, s.Start.Col)
		case f.Name == "Source", f.Name == "Param", f.Name == "Slots", f.Name == "Regexes":
			// (Param and Slots are derived from the names, not written in
			// the source; Regexes lists nodes the tree holds.)
		case isScalar(fv):
			if fv.IsZero() && fv.Kind() == reflect.Bool {
				continue
			}
			switch fv.Kind() {
			case reflect.String:
				fmt.Fprintf(b, " %s=%q", f.Name, fv.String())
			default:
				if s, ok := fv.Interface().(fmt.Stringer); ok {
					fmt.Fprintf(b, " %s=%s", f.Name, s.String())
				} else {
					fmt.Fprintf(b, " %s=%v", f.Name, fv.Interface())
				}
			}
		default:
			kids = append(kids, i)
		}
	}
	b.WriteString("\n")
	ind := strings.Repeat("  ", depth+1)
	for _, i := range kids {
		f := t.Field(i)
		fv := v.Field(i)
		if f.Name == "Definitions" && t == reflect.TypeOf(Program{}) {
			fmt.Fprintf(b, "%sDefinitions:", ind)
			for j := 0; j < fv.Len(); j++ {
				d := fv.Index(j).Elem()
				fmt.Fprintf(b, " %s(%s)", d.Elem().Type().Name(), defName(d.Interface().(Definition)))
			}
			b.WriteString("\n")
			continue
		}
		if fv.Kind() == reflect.Slice {
			if fv.IsNil() {
				continue
			}
			if fv.Len() == 0 {
				fmt.Fprintf(b, "%s%s: []\n", ind, f.Name)
				continue
			}
			fmt.Fprintf(b, "%s%s:\n", ind, f.Name)
			for j := 0; j < fv.Len(); j++ {
				b.WriteString(ind + "- ")
				dumpValue(b, fv.Index(j), depth+2)
			}
			continue
		}
		if (fv.Kind() == reflect.Interface || fv.Kind() == reflect.Pointer) && fv.IsNil() {
			continue
		}
		fmt.Fprintf(b, "%s%s: ", ind, f.Name)
		dumpValue(b, fv, depth+1)
	}
}

func isScalar(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String, reflect.Bool, reflect.Int, reflect.Int64, reflect.Float64:
		return true
	}
	return false
}

func defName(d Definition) string {
	switch x := d.(type) {
	case *ClassDef:
		return x.Name
	case *DefineDef:
		return x.Name
	case *FunctionDef:
		return x.Name
	case *TypeAlias:
		return x.Name
	case *NodeDef:
		var names []string
		for _, m := range x.Matches {
			switch v := m.(type) {
			case *LiteralString:
				names = append(names, v.Value)
			case *LiteralRegex:
				names = append(names, "/"+v.Pattern+"/")
			case *LiteralDefault:
				names = append(names, "default")
			}
		}
		return strings.Join(names, ",")
	}
	return "?"
}
