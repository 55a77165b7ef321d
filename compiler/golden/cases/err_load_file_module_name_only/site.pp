# file() and epp() references: mod/path in files/ and templates/, absolute paths, the first that
# exists; a module name alone is no file.
notice(file('fm/sub/x.txt'))
notice(file('/nonexistent/abc', 'fm/x.txt'))
notice(file('nomod/x.txt', 'fm/sub/../x.txt'))
notice(epp('fm/sub/t.epp', {'v' => 3}))
notice(file('fm'))
