# Written for this case after the types' documentation: composite namevars from "X on REALM" and
# "X for LDAP on REALM" titles, and explicit namevars.
keycloak_client_scope { 'email on test':
  protocol => 'openid-connect',
}
keycloak_client_scope { 'saml-roles':
  realm               => 'test',
  protocol            => 'saml',
  consent_screen_text => 'roles',
}
keycloak_ldap_mapper { 'full name for LDAP-test on test':
  ensure         => 'present',
  type           => 'full-name-ldap-mapper',
  ldap_attribute => 'gecos',
}
keycloak_ldap_mapper { 'groups for LDAP on corp':
  type      => 'group-ldap-mapper',
  groups_dn => 'ou=groups,dc=example,dc=com',
}
keycloak_ldap_mapper { 'plain':
  realm => 'other', ldap => 'LDAP2', ldap_attribute => 'mail',
}
notify { 'refs':
  message => [Keycloak_client_scope['email on test'], Keycloak_ldap_mapper['groups for LDAP on corp']],
}
