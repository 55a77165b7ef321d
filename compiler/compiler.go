// Package compiler compiles a node's catalog from an environment's Puppet
// code, as Puppet 7's compiler does.
//
// Compile runs named, timed stages over a Request: setting the node's
// parameters, the settings class, the main manifests (Class[main]), the
// matching node definition, the ENC's classes, the generators loop
// (defined types and collectors until nothing changes), then the finish
// (relationships, overrides, tags, validation, metaparameters) and the
// catalog's JSON form. See docs/compiler.md.
//
// What a compile needs from outside comes in the Request, each as a small
// interface: the environment's code (Loader), its data (Data, one lookup
// service per compile), the catalog version (Versioner), whether to
// compile again on newer files (Recheck), other nodes' resources
// (StoreConfigs, PuppetDB). Nothing is found by a type assertion on
// another; all state of one compile stays inside it.
package compiler

import (
	"context"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
)

// Request is one compile's input; see eval.Request.
type Request = eval.Request

// NodeClass is a class declared by an ENC.
type NodeClass = eval.NodeClass

// Loader is what the compiler needs from an environment; see eval.Loader.
type Loader = eval.Loader

// Definition is a named definition returned by a Loader.
type Definition = eval.Definition

// LookupQuery is a data lookup (Hiera) request.
type LookupQuery = eval.LookupQuery

// Message is a log message of a compile (notice(), warnings, ...).
type Message = eval.Message

// StageTiming is the duration of one compile stage.
type StageTiming = eval.StageTiming

// Error is a compile error located in Puppet code.
type Error = eval.Error

// CheckUTF8 is the "check UTF-8" stage of a compile whose request left it
// to the caller (Request.DeferUTF8Check): its error, nil when every string
// of cat is UTF-8.
func CheckUTF8(cat *catalog.Catalog) error { return eval.CheckUTF8(cat) }

// Compile compiles the catalog of req.Node.
func Compile(ctx context.Context, req *Request) (*catalog.Catalog, error) {
	cat, _, err := compileChecked(ctx, req)
	return cat, err
}

// CompileTimed is Compile that also returns the duration of each stage,
// for logs and metrics.
func CompileTimed(ctx context.Context, req *Request) (*catalog.Catalog, []StageTiming, error) {
	return compileChecked(ctx, req)
}
