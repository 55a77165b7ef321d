notice(lookup('k', Hash, 'hash'))
