# fqdn_rand is deterministic for a node name and seed.
$r = {
  'plain'   => fqdn_rand(60),
  'seeded'  => fqdn_rand(60, 'cron'),
  'seeded2' => fqdn_rand(1000, 'other seed'),
  'string'  => fqdn_rand('30'),
}
notify { 'rand': message => $r }
