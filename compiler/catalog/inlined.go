package catalog

import (
	"bytes"
	"encoding/json"
)

// A static catalog carries the metadata of the files its File resources
// source from modules (Puppet's Puppet::Resource::Catalog#metadata and
// #recursive_metadata, filled by the catalog compiler terminus's
// inline_metadata), so that the agent asks the server for no metadata,
// only for content at the catalog's code_id. The server makes them
// (api/server/static.go); the catalog only carries and writes them.

// RawMember is one member of a JSON object whose value is already JSON
// (compact, as encoding/json writes it).
type RawMember struct {
	Key  string
	JSON []byte
}

// appendInlined writes ,"metadata":{...} and ,"recursive_metadata":{...}
// after the classes, each only when it has members (Puppet's to_data_hash
// leaves an empty one out), compact or indented at depth 1 as Ruby's
// JSON.pretty_generate does.
func (c *Catalog) appendInlined(b []byte, compact bool) []byte {
	for _, o := range [...]struct {
		key     string
		members []RawMember
	}{{`"metadata"`, c.Metadata}, {`"recursive_metadata"`, c.RecursiveMetadata}} {
		if len(o.members) == 0 {
			continue
		}
		b = append(b, ',')
		if !compact {
			b = append(b, "\n  "...)
		}
		b = append(b, o.key...)
		if compact {
			b = append(b, ":{"...)
		} else {
			b = append(b, ": {"...)
		}
		for i, m := range o.members {
			if i > 0 {
				b = append(b, ',')
			}
			if compact {
				b = appendString(b, m.Key)
				b = append(b, ':')
				b = append(b, m.JSON...)
				continue
			}
			b = append(b, "\n    "...)
			b = appendString(b, m.Key)
			b = append(b, ": "...)
			var ind bytes.Buffer
			if json.Indent(&ind, m.JSON, "    ", "  ") != nil {
				// Not JSON: the server made it, so this is a bug; keep
				// the document whole rather than drop the member.
				b = append(b, "null"...)
				continue
			}
			b = append(b, ind.Bytes()...)
		}
		if !compact {
			b = append(b, "\n  "...)
		}
		b = append(b, '}')
	}
	return b
}
