package fileserve

// The methods below answer as Metadata, Metadatas and Open do, for a named
// node: a custom mount whose path has %H, %h or %d (fileserver.conf) then
// expands to that node's directory, as it does for an agent's request with
// that certname. Tools that resolve a catalog's `source => puppet:///...`
// for a node without HTTP (punch diff) use them.

// MetadataFor answers a file_metadata request for key in env made by node.
func (s *Server) MetadataFor(env, key, node string, opts Options) (*Metadata, error) {
	req, err := NewRequest(FileMetadata, key)
	if err != nil {
		return nil, err
	}
	return s.find(env, req, withDefaults(opts, s.cfg.DefaultChecksumType), node)
}

// MetadatasFor answers a file_metadatas request for key in env made by node.
func (s *Server) MetadatasFor(env, key, node string, opts Options) ([]*Metadata, error) {
	req, err := NewRequest(FileMetadatas, key)
	if err != nil {
		return nil, err
	}
	return s.search(env, req, withDefaults(opts, s.cfg.DefaultChecksumType), node)
}

// OpenFor answers a file_content request for key in env made by node.
func (s *Server) OpenFor(env, key, node string) (*Content, error) {
	req, err := NewRequest(FileContent, key)
	if err != nil {
		return nil, err
	}
	return s.open(env, req, LinksManage, node)
}
