# benjamin-robertson/control-repo-lab's profile::hash_sensitive (1f1002ee) and profile::strict (3dee1993) as is,
# classified by an ENC (its PE console), data written here: lookup_options convert_to Sensitive on two hashes,
# one of them given to a plain Hash parameter (sen_hash), and "${unwrap(big_hash)}" where big_hash is a bare word.
node default {}
