# @summary the supported password_encryption
type Postgresql::Pg_password_encryption = Enum['md5', 'scram-sha-256']
