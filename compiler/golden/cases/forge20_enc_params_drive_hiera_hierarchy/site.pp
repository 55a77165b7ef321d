node default {
  notice("node default: role=${role} ntp=${ntp_pool} ${ntp_pool.length}")
}
node 'web01.example.com' {
  notice("node block for ${trusted['certname']} with ENC role ${role} from ${datacenter}")
}
