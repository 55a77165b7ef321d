# QA-FORGE-8: SIMP's compliance_markup::enforcement 8a77dff3, a Hiera 5 lookup_key backend that overrides the
# function's initialize(closure_scope, loader) to instance_eval a Ruby file of more methods, calls
# call_function('lookup') from inside the backend (its own settings), and uses the LookupContext's
# cache/cached_value/cached_file_data/explain/not_found. The instance_eval'd file is written for this case
# (SIMP's compliance_mapper.rb is 40 KB); hierarchy as its README sets it.
include sshd
notice(lookup('sshd::permit_root_login'), lookup('sshd::banner'), lookup('sshd::port'))
