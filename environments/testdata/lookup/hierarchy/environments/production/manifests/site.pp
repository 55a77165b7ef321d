# Every hierarchy form: path, paths, glob, globs, mapped_paths, a level with its own datadir;
# the first level holding a key wins. mapped_paths iterates over the array $roles.
$roles = ['web', 'db']
$keys = ['from_path', 'which', 'from_paths', 'paths_key', 'only_in_second', 'glob_key', 'from_glob_a',
  'from_glob_b', 'globs_key', 'from_globs_z', 'mapped_key', 'mapped_db', 'own_datadir', 'common_only']
$keys.each |$k| { notify { $k: message => lookup($k) } }
