# QA-FORGE-7: theforeman-foreman's foreman::hmac_signature (code index) with an Integer value.
notice(foreman::hmac_signature('secret-key', 42))
