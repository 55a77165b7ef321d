package compiler

import "github.com/punch-dev/punch/compiler/eval"

// CatalogVersioner gives catalogs their version with an environment's
// config_version command (Request.Versioner, the "catalog version"
// stage); see eval.CatalogVersioner.
type CatalogVersioner = eval.CatalogVersioner

// DataLookup is a compile's data lookup service (Request.Data); see
// eval.DataLookup.
type DataLookup = eval.DataLookup
