# benjamin-robertson/control-repo-lab's profile::hash_sensitive (1f1002ee) and profile::strict (3dee1993) as is,
# classified by an ENC (its PE console), data written here: lookup_options convert_to Sensitive on big_hash (the
# error case err_site2_benrob_sensitive_hash_param converts sen_hash too), "${unwrap(big_hash)}" with a bare word.
node default {}
