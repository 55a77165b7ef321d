package settings

import "errors"

// VersionedCode is puppetserver.conf's versioned-code section: the
// commands Puppet Server's versioned-code service runs. CodeIDCommand is
// run with an environment's name before each catalog compile and prints
// the code_id the catalog carries (and, with static catalogs, the id the
// agent asks file content at); CodeContentCommand is run with an
// environment, a code_id and a file's path in the environment and prints
// that file's content at that code id (/puppet/v3/static_file_content).
type VersionedCode struct {
	CodeIDCommand      string
	CodeContentCommand string
}

// VersionedCode returns the versioned-code section. As Puppet Server
// (versioned-code-core validate-config!), only one of the two commands set
// is an error: Puppet Server then refuses to start.
func (sc *ServerConf) VersionedCode() (VersionedCode, error) {
	if sc == nil || sc.Tree == nil {
		return VersionedCode{}, nil
	}
	vc := VersionedCode{
		CodeIDCommand:      confdText(sc.Tree.Get("versioned-code", "code-id-command")),
		CodeContentCommand: confdText(sc.Tree.Get("versioned-code", "code-content-command")),
	}
	if (vc.CodeIDCommand == "") != (vc.CodeContentCommand == "") {
		return VersionedCode{}, errors.New(`Only one of "versioned-code.code-id-command" and "versioned-code.code-content-command" was set. ` +
			`Both or neither must be set for the versioned-code-service to function correctly.`)
	}
	return vc, nil
}
