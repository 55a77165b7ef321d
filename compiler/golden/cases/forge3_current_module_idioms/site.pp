# Idioms of current Forge modules' classes in one module (QA-FORGE-3): module Hiera data with
# lookup_options (convert_to Sensitive, deep merge with knockout_prefix and merge_hash_arrays, unique),
# literal/lookup/alias interpolation, recursive and Stdlib type aliases, Puppet functions with return types
# and return(), heredocs (/L escapes, :json), lest/then/dig, EPP with Sensitive unwrap, stdlib 9's
# stdlib::ensure_packages, create_resources with defaults, filter/reduce, type(generalized), getvar.
include app
