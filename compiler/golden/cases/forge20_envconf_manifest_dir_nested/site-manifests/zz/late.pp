notice("zz/late: sees \$site_owner=${site_owner}")
