# QA-FORGE-7: voxpupuli-unattended_upgrades (code index) included on a Rocky 9 node: its params
# class fails for a non-Debian family.
include unattended_upgrades
