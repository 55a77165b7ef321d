# site.pp saved with a UTF-8 byte order mark (a Windows editor): Puppet refuses it with ILLEGAL_BOM.
notice('x')
