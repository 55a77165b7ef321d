# QA-FORGE-6: voxpupuli-chrony, defaults, Rocky 9 (module data RedHat.9.yaml then RedHat.yaml).
include chrony
