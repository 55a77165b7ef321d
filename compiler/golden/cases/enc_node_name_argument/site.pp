class role::db { notify { "db role for ${asked_for}": } }
class role::web { notify { 'web role': } }
