# mihai-preda/control-repo's site/role/manifests/mysql.pp holds top-level includes and no class role::mysql;
# a node classified with role::mysql (written for this case).
node default {
  include role::mysql
}
