package auth

// Defaults returns Puppet Server 7's default auth.conf rules (Debian's
// puppetserver 7.9.5 /etc/puppet/puppetserver/conf.d/auth.conf), in the
// same order, names and sort orders:
//   - a node may fetch only its own catalog (GET/POST /puppet/v3/catalog/NAME),
//     node data, and store only its own facts and report: the certname must
//     equal the name in the URL;
//   - the CA's certificate, CRL and certificate_request endpoints and the
//     status service are open to anybody, without a certificate;
//   - certificate_status(es), clean and CRL updates are for a certificate
//     with pp_cli_auth=true (the server's own carries it) or, when
//     serverCertname is given, the server's own certname;
//   - environments, file content/metadata, file buckets, static files and
//     tasks need any valid certificate;
//   - /puppet/v4/catalog and everything else is denied.
func Defaults(serverCertname string) []Rule {
	cliAuth := []ACE{{Extensions: map[string][]string{"pp_cli_auth": {"true"}}}}
	if serverCertname != "" {
		cliAuth = append(cliAuth, ACE{Certname: serverCertname})
	}
	any := []ACE{{Certname: "*"}}
	self := []ACE{{Certname: "$1"}}
	m := func(path, typ string, methods ...string) Match {
		return Match{Path: path, Type: typ, Methods: methods}
	}
	return []Rule{
		{Name: "puppetlabs v3 catalog from agents", SortOrder: 500, Match: m(`^/puppet/v3/catalog/([^/]+)$`, "regex", "get", "post"), Allow: self},
		{Name: "puppetlabs v4 catalog for services", SortOrder: 500, Match: m(`^/puppet/v4/catalog/?$`, "regex", "post"), Deny: any},
		{Name: "puppetlabs certificate", SortOrder: 500, Match: m("/puppet-ca/v1/certificate/", "path", "get"), AllowUnauthenticated: true},
		{Name: "puppetlabs crl", SortOrder: 500, Match: m("/puppet-ca/v1/certificate_revocation_list/ca", "path", "get"), AllowUnauthenticated: true},
		{Name: "puppetlabs csr", SortOrder: 500, Match: m("/puppet-ca/v1/certificate_request", "path", "get", "put"), AllowUnauthenticated: true},
		{Name: "puppetlabs cert status", SortOrder: 500, Match: m("/puppet-ca/v1/certificate_status", "path", "get", "put", "delete"), Allow: cliAuth},
		{Name: "puppetlabs CRL update", SortOrder: 500, Match: m(`^/puppet-ca/v1/certificate_revocation_list$`, "regex", "put"), Allow: cliAuth},
		{Name: "puppetlabs cert statuses", SortOrder: 500, Match: m("/puppet-ca/v1/certificate_statuses", "path", "get"), Allow: cliAuth},
		{Name: "puppetlabs CA cert and CRL expirations", SortOrder: 500, Match: m("/puppet-ca/v1/expirations", "path", "get"), Allow: any},
		{Name: "puppetlabs cert clean", SortOrder: 500, Match: m("/puppet-ca/v1/clean", "path", "put"), Allow: cliAuth},
		{Name: "puppetlabs status service - full", SortOrder: 500, Match: m("/status/v1/services", "path", "get"), AllowUnauthenticated: true},
		{Name: "puppetlabs status service - simple", SortOrder: 500, Match: m("/status/v1/simple", "path", "get"), AllowUnauthenticated: true},
		{Name: "puppetlabs environments", SortOrder: 500, Match: m("/puppet/v3/environments", "path", "get"), Allow: any},
		{Name: "puppetlabs file bucket file", SortOrder: 500, Match: m("/puppet/v3/file_bucket_file", "path", "get", "head", "post", "put"), Allow: any},
		{Name: "puppetlabs file content", SortOrder: 500, Match: m("/puppet/v3/file_content", "path", "get", "post"), Allow: any},
		{Name: "puppetlabs file metadata", SortOrder: 500, Match: m("/puppet/v3/file_metadata", "path", "get", "post"), Allow: any},
		{Name: "puppetlabs node", SortOrder: 500, Match: m(`^/puppet/v3/node/([^/]+)$`, "regex", "get"), Allow: self},
		{Name: "puppetlabs report", SortOrder: 500, Match: m(`^/puppet/v3/report/([^/]+)$`, "regex", "put"), Allow: self},
		{Name: "puppetlabs facts", SortOrder: 500, Match: m(`^/puppet/v3/facts/([^/]+)$`, "regex", "put"), Allow: self},
		{Name: "puppetlabs static file content", SortOrder: 500, Match: m("/puppet/v3/static_file_content", "path", "get"), Allow: any},
		{Name: "puppet tasks information", SortOrder: 500, Match: m("/puppet/v3/tasks", "path"), Allow: any},
		{Name: "puppetlabs deny all", SortOrder: 999, Match: m("/", "path"), Deny: any},
	}
}

// DefaultRules is Defaults compiled.
func DefaultRules(serverCertname string) (*Rules, error) {
	return New(Defaults(serverCertname))
}
